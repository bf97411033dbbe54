// Vite builds the browser bundle (dist/client) and the server-render bundle (dist/server).
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
  },
  ssr: {
    noExternal: [],
  },
});
