type OpenApi = ReturnType<typeof import("./define").openApiDocument>;

const escape = (text: unknown) => String(text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The API reference as a readable page, generated from the same OpenAPI document. */
export function apiReferenceHtml(doc: OpenApi): string {
  const sections = Object.entries(doc.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { summary: string; tags: string[]; parameters: { name: string; in: string; required: boolean; description?: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>).map(([method, op]) => {
        const params = op.parameters
          .filter((p) => p.in === "query")
          .map((p) => `<tr><td><code>${escape(p.name)}</code>${p.required ? " *" : ""}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`)
          .join("");
        const body = op.requestBody ? `<h4>Body (JSON)</h4><pre>${escape(JSON.stringify(op.requestBody.content["application/json"]?.schema, null, 2))}</pre>` : "";
        return `<section id="${escape(method + path)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3><p>${escape(op.summary)}</p>${params ? `<h4>Query</h4><table>${params}</table>` : ""}${body}<details><summary>Antwort 200</summary><pre>${escape(JSON.stringify(op.responses["200"]?.content?.["application/json"]?.schema, null, 2))}</pre></details></section>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>API-Referenz | Kartenwerk</title>
<style>body{font:16px/1.6 system-ui,sans-serif;background:#faf7f2;color:#221f1b;max-width:960px;margin:0 auto;padding:2rem 1.25rem}h1{font-family:Georgia,serif;font-weight:400}section{background:#fff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 2px rgb(0 0 0/.06)}.m{background:#2f5d50;color:#fff;border-radius:6px;padding:0 .4rem;font-size:.8rem}pre{background:#f1ece4;padding:.75rem;border-radius:8px;overflow:auto;font-size:.8rem}table{border-collapse:collapse}td{padding:.2rem .6rem .2rem 0;vertical-align:top;font-size:.9rem}code{font-size:.85rem}</style></head>
<body><h1>Kartenwerk Shop-API</h1><p>${escape(doc.info.description)} Maschinenlesbar: <a href="/web-api/openapi.json">/web-api/openapi.json</a> (OpenAPI 3.1). Alle Aufrufe senden <code>X-Channel</code> (z. B. <code>kartenwerk-DE</code>) und <code>X-Locale</code> (z. B. <code>de-DE</code>); Arrays in der Query als <code>name[]=a&amp;name[]=b</code>, leere Parameter werden ignoriert.</p>
${sections}</body></html>`;
}
