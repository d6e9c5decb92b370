import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Block, missingBlockText, type BlockData } from "../blocks/registry";

const story = JSON.parse(fs.readFileSync("tests/fixtures/content/ueber-uns.json", "utf8")).published;

function render(block: BlockData, preview = false) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Block block={block} preview={preview} />
    </MemoryRouter>,
  );
}

describe("rich text and blocks", () => {
  it("renders headings, marks, lists and safe links, never raw HTML", () => {
    const html = render(story.content);
    expect(html).toContain("<h1");
    expect(html).toContain("<h2>Unser Atelier</h2>");
    expect(html).toContain("<strong>ausgesuchtem</strong>");
    expect(html).toMatch(/<a [^>]*href="\/magazin\/"[^>]*>Zum Magazin<\/a>/);
    expect(html).toContain("<li><p>Punkt eins</p></li>");
    // A javascript: link stays plain text; markup inside text is escaped.
    expect(html).not.toContain("javascript:");
    expect(html).toContain("Gefährlich");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // An unknown rich-text node keeps its text; a story link points at the story's path.
    expect(html).toContain("Inhalt eines unbekannten Knotens");
    expect(html).toMatch(/href="\/magazin\/erster-artikel"/);
  });

  it("shows the placeholder for an unknown block", () => {
    expect(render({ _uid: "x", component: "teaser_galaxy" })).toContain(missingBlockText("teaser_galaxy"));
    expect(render(story.content)).toContain("Component could not be found for blok gibt_es_nicht! Is it configured correctly?");
  });

  it("marks blocks for the visual editor only in live preview", () => {
    const block = { ...story.content, _editable: '<!--#storyblok#{"name":"text_page","space":"1","uid":"u-1","id":"2001"}-->' };
    expect(render(block, true)).toContain('data-blok-uid="u-1-text_page"');
    expect(render(block, false)).not.toContain("data-blok-uid");
  });
});
