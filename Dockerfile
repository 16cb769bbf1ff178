# syntax=docker/dockerfile:1
# Lumen Optics storefront with its embedded commerce API.
#   docker build -t lumen-optics .
#   docker run --init -p 3000:3000 -e SESSION_SECRET=$(openssl rand -hex 32) -v lumen-data:/app/data lumen-optics

ARG NODE_VERSION=20.20
FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app

# All dependencies, for the build.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The Remix build (build/client, build/server) and the server (build/server.js).
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS runtime
LABEL org.opencontainers.image.title="Lumen Optics storefront" \
      org.opencontainers.image.description="Server-rendered eyewear storefront with its embedded commerce API"
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    COMMERCE_DATA_DIR=/app/data/commerce
# The application's files belong to root, read-only to the `node` user that runs them: only
# /app/data is written.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
# The embedded API reads its schema and migrations next to its sources at run time (decision 040).
COPY --from=build /app/commerce ./commerce
# `docker exec <container> npm run backup -- /app/data/shop.tar.gz` (and restore) talk to the operator's port.
# With the shop stopped, `docker run --rm -v <volume>:/app/data <image> npm run restore -- --offline FILE` (decision 355).
COPY scripts/backup.mjs ./scripts/backup.mjs
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/server.js"]
