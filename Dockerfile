# syntax=docker/dockerfile:1
# The Redline storefront's image (docs/operations/deployment.md, docs/decisions/051).
#   docker build -t redline .                      the web server (the runtime stage)
#   docker build --target migrate -t redline-migrate .   the migrations, run once per deploy
# compose.yaml builds both. The runtime stage's file layout is checked without Docker by
# tests/cluster/docker-layout.test.ts (npm run test:cluster), which copies what the COPY lines
# below copy and starts the server from there as an unprivileged user.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, development ones included: the build needs TypeScript, Tailwind's PostCSS
# plugin and next-intl's; the migrations run under tsx.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The production build, with Next's standalone output (.next/standalone: the server's files and
# only the node_modules they need). NEXT_OUTPUT gates it (next.config.ts): `npm start` builds as before.
FROM deps AS build
COPY . .
ENV NODE_ENV=production NEXT_OUTPUT=standalone CI=true
RUN node node_modules/next/dist/bin/next build && node --import tsx scripts/finish-build.ts

# The migrations, once per deploy, before the new instances start (compose.yaml's `migrate`):
# scripts/migrate.ts on DATABASE_URL. It has the sources and every dependency; it serves nothing.
FROM build AS migrate
USER node
CMD ["node", "--import", "tsx", "scripts/migrate.ts"]

# The web server: the standalone output, the static files, the server scripts and the migration
# files (/readyz compares the database with them). Runs as the image's unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/scripts/server.mjs /app/scripts/standalone-server.mjs ./scripts/
# The plain-JavaScript modules scripts/server.mjs imports (forwarded-for.mjs and its siblings).
COPY --from=build --chown=node:node /app/scripts/lib/*.mjs ./scripts/lib/
COPY --from=build --chown=node:node /app/src/server/db/migrations ./src/server/db/migrations
USER node
EXPOSE 3000
# /healthz: the process is alive (503 once it is shutting down). The balancer checks /readyz itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# scripts/server.mjs stops taking requests on SIGTERM and finishes those in flight (up to 25 s):
# give it 30 s (docker stop -t 30, compose's stop_grace_period) before SIGKILL.
STOPSIGNAL SIGTERM
# The flags are scripts/lib/web-server.mjs's SERVER_NODE_FLAGS.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=1536", "scripts/standalone-server.mjs"]
