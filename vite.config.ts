import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "framework", test: /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/ }] },
            // React Router's own default, which setting `output` here replaces.
            entryFileNames: "assets/[name]-[hash].js",
          },
        },
      },
    },
  },
});
