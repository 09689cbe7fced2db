/// <reference types="vitest/config" />
import { defineConfig } from "vite";

// `npm run dev` proxies the API and the socket to a server started with `menagerie serve`
// (MENAGERIE_URL, default http://127.0.0.1:8080).
const target = process.env.MENAGERIE_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  server: {
    proxy: {
      "/api": target,
      "/ws": { target: target.replace(/^http/, "ws"), ws: true },
    },
  },
  test: { include: ["tests/**/*.test.ts"], environment: "node" },
});
