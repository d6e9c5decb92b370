import { Fragment, type ReactNode } from "react";
import { clientLog } from "../lib/logger";
import { ShopLink } from "./ShopLink";

/** A Storyblok rich-text node (spec §3: doc, heading, paragraph, lists, code block, image, emoji, table, row, cell, header, blok). */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

type BlokRenderer = (blocks: unknown[]) => ReactNode;

/** Only http(s), mailto, tel and site paths become links; anything else (javascript:, data:) stays text. */
function linkTarget(attrs: Record<string, unknown> | undefined): { href: string; external: boolean } | undefined {
  const linktype = String(attrs?.linktype ?? "url");
  let href = String(attrs?.href ?? attrs?.cached_url ?? attrs?.url ?? "");
  if (linktype === "email") href = href.startsWith("mailto:") ? href : `mailto:${href}`;
  if (linktype === "story" && href && !href.startsWith("/")) href = `/${href}`;
  if (/^(mailto:|tel:)/.test(href)) return { href, external: true };
  if (/^https?:\/\//.test(href)) return { href, external: true };
  if (href.startsWith("/") && !href.startsWith("//")) return { href, external: false };
  return undefined;
}

function withMarks(text: string, marks: RichTextNode["marks"] = []): ReactNode {
  let node: ReactNode = text;
  for (const mark of marks) {
    switch (mark.type) {
      case "bold":
        node = <strong>{node}</strong>;
        break;
      case "italic":
        node = <em>{node}</em>;
        break;
      case "underline":
        node = <u>{node}</u>;
        break;
      case "strike":
        node = <s>{node}</s>;
        break;
      case "code":
        node = <code className="rounded bg-table px-1">{node}</code>;
        break;
      case "superscript":
        node = <sup>{node}</sup>;
        break;
      case "subscript":
        node = <sub>{node}</sub>;
        break;
      case "highlight":
        node = <mark className="bg-badge-soft">{node}</mark>;
        break;
      case "link": {
        const target = linkTarget(mark.attrs);
        if (target) {
          node = (
            <ShopLink to={target.href} external={target.external} className="text-accent underline underline-offset-2">
              {node}
            </ShopLink>
          );
        }
        break;
      }
      default:
        // textStyle, anchor and other presentational marks carry nothing a shopper needs.
        break;
    }
  }
  return node;
}

function children(node: RichTextNode, renderBlok: BlokRenderer): ReactNode {
  return node.content?.map((child, i) => <Fragment key={i}>{renderNode(child, renderBlok)}</Fragment>);
}

function renderNode(node: RichTextNode, renderBlok: BlokRenderer): ReactNode {
  switch (node.type) {
    case "doc":
      return children(node, renderBlok);
    case "text":
      return withMarks(node.text ?? "", node.marks);
    case "paragraph":
      return <p>{children(node, renderBlok)}</p>;
    case "heading": {
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level ?? 2)));
      const Tag = `h${level}` as "h2" | "h3" | "h4";
      return <Tag>{children(node, renderBlok)}</Tag>;
    }
    case "bullet_list":
      return <ul>{children(node, renderBlok)}</ul>;
    case "ordered_list":
      return <ol>{children(node, renderBlok)}</ol>;
    case "list_item":
      return <li>{children(node, renderBlok)}</li>;
    case "blockquote":
      return <blockquote>{children(node, renderBlok)}</blockquote>;
    case "code_block":
      return (
        <pre>
          <code>{node.content?.map((c) => c.text ?? "").join("")}</code>
        </pre>
      );
    case "horizontal_rule":
      return <hr />;
    case "hard_break":
      return <br />;
    case "emoji":
      return <span role="img" aria-label={String(node.attrs?.name ?? "")}>{String(node.attrs?.emoji ?? "")}</span>;
    case "image": {
      const src = String(node.attrs?.src ?? "");
      if (!/^(https:\/\/|\/)/.test(src) || src.startsWith("//")) return null;
      return <img src={src} alt={String(node.attrs?.alt ?? "")} loading="lazy" decoding="async" className="rounded-lg" />;
    }
    case "table":
      return (
        <div className="overflow-x-auto">
          <table>
            <tbody>{children(node, renderBlok)}</tbody>
          </table>
        </div>
      );
    case "tableRow":
      return <tr>{children(node, renderBlok)}</tr>;
    case "tableHeader":
      return <th>{children(node, renderBlok)}</th>;
    case "tableCell":
      return <td>{children(node, renderBlok)}</td>;
    case "blok":
      return <div className="rich-text-blok">{renderBlok(Array.isArray(node.attrs?.body) ? (node.attrs!.body as unknown[]) : [])}</div>;
    default:
      if (typeof window !== "undefined") clientLog.error("richtext-unknown-node", `Unbekannter Rich-Text-Knoten: ${node.type}`);
      return children(node, renderBlok);
  }
}

/** Renders a rich-text document as React elements; raw HTML is never rendered. */
export function RichText({ doc, renderBlok }: { doc: unknown; renderBlok: BlokRenderer }) {
  if (!doc || typeof doc !== "object") return null;
  return <div className="rich-text">{renderNode(doc as RichTextNode, renderBlok)}</div>;
}
