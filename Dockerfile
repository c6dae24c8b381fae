# syntax=docker/dockerfile:1
# Multi-stage image: build with all dependencies, run with production dependencies only.
# Node 22 (package.json "engines": ^20.20.0 || ^22.13.0; CI runs the tests on Node 20.20 and
# builds and starts this image). kysely 0.29 declares Node 22 or later.
ARG BASE_IMAGE=node:22-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json* ./
# npm install, not npm ci: see docs/decisions/004-npm-install.md
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json* ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${BASE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    PGLITE_DIR=/app/data/pglite
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/app/content ./app/content
COPY --chown=node:node package.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run on start, before the server takes traffic (server/index.ts). The heap limit keeps
# the process under 250 MB RSS (docs/performance.md); raise it on bigger instances.
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=8", "build/start.js"]
