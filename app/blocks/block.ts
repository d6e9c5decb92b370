/** A CMS block: `_uid`, `component` and its fields (spec §3 content story). */
export interface BlockData {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
}

/** Editor markers (data-blok-c, data-blok-uid) on a block's root, only in live preview. */
export function editable(block: BlockData, preview: boolean): Record<string, string> {
  if (!preview || !block._editable) return {};
  const match = /<!--#storyblok#(.*)-->/.exec(block._editable);
  if (!match) return {};
  const data = JSON.parse(match[1]!) as { uid: string };
  return { "data-blok-c": match[1]!, "data-blok-uid": `${data.uid}-${block.component}` };
}
