// Square names as docs/view.md defines them: file letter(s) then rank number, a1 bottom-left as
// the first seat sees the board. Naming only: no rule lives here.

export function fileName(file: number): string {
  // a..z, then aa, ab, ... for boards wider than 26 (no game has one yet).
  let n = file;
  let s = "";
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

export function squareName(file: number, rank: number): string {
  return `${fileName(file)}${rank + 1}`;
}

/** file and rank from 0, or null when the text is not a square name. */
export function parseSquare(name: string): { file: number; rank: number } | null {
  const m = /^([a-z]+)(\d+)$/.exec(name);
  if (!m) return null;
  let file = 0;
  for (const ch of m[1]) file = file * 26 + (ch.charCodeAt(0) - 96);
  const rank = Number(m[2]);
  if (rank < 1) return null;
  return { file: file - 1, rank: rank - 1 };
}

/** Whether `name` is a square of this board: inside it and not a hole. */
export function isSquareOf(board: { width: number; height: number; holes?: string[] }, name: string): boolean {
  const sq = parseSquare(name);
  if (!sq || squareName(sq.file, sq.rank) !== name) return false;
  return sq.file < board.width && sq.rank < board.height && !(board.holes ?? []).includes(name);
}
