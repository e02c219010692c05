FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["node", "node_modules/tsx/dist/cli.mjs", "shell/server/main.ts"]
