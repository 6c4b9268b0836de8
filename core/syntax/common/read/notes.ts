// Invoice notes (BG-1) as the canonical invoice holds them: the first note without a subject code in `note`
// (BT-22, the field since the first version), every further note in `notes`, in document order.
export interface ReadNote {
  content: string | undefined;
  subject_code?: string | undefined;
}

export function readNotes(notes: ReadNote[]): { note?: string; notes?: Array<{ content: string; subject_code?: string }> } {
  const out: { note?: string; notes?: Array<{ content: string; subject_code?: string }> } = {};
  for (const n of notes) {
    if (n.content === undefined) continue;
    if (out.note === undefined && out.notes === undefined && n.subject_code === undefined) out.note = n.content;
    else (out.notes ??= []).push(n.subject_code === undefined ? { content: n.content } : { content: n.content, subject_code: n.subject_code });
  }
  return out;
}
