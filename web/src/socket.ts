// One WebSocket following one game (docs/api.md): watches on open, watches again after a
// reconnect, and hands each server message to the page.
import type { ErrorMessage, HintMessage, RematchMessage, ServerMessage, StateMessage } from "./types";

export interface SocketHandlers {
  state(m: StateMessage): void;
  error(m: ErrorMessage): void;
  rematch(m: RematchMessage): void;
  connection(up: boolean): void;
  /** The computer's suggestion asked for with {"type": "hint"}. */
  hint?(m: HintMessage): void;
}

export function socketUrl(loc: Location = location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

export class GameSocket {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 500;
  private pingTimer: number | undefined;
  private retryTimer: number | undefined;

  constructor(
    private readonly game: string,
    private token: string | undefined,
    private readonly on: SocketHandlers,
  ) {}

  connect(): void {
    this.closed = false;
    const ws = new WebSocket(socketUrl());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      this.on.connection(true);
      this.watch();
      window.clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => this.send({ type: "ping" }), 25_000);
    };
    ws.onmessage = (e) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        this.on.error({ type: "error", message: "the server sent something that is not JSON" });
        return;
      }
      if (msg.type === "state") this.on.state(msg);
      else if (msg.type === "error") this.on.error(msg);
      else if (msg.type === "rematch") this.on.rematch(msg);
      else if (msg.type === "hint") this.on.hint?.(msg);
    };
    ws.onclose = () => {
      window.clearInterval(this.pingTimer);
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      this.on.connection(false);
      this.retryTimer = window.setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 8000);
    };
  }

  /** Act for a seat from now on (after joining). */
  setToken(token: string): void {
    this.token = token;
    this.watch();
  }

  private watch(): void {
    this.send({ type: "watch", game: this.game, ...(this.token ? { token: this.token } : {}) });
  }

  /** False when the socket is not open (the caller tells the person). */
  send(msg: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close(): void {
    this.closed = true;
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.retryTimer);
    this.ws?.close();
    this.ws = null;
  }
}
