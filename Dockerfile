# One image for the three services and the migration job; the reverse proxy serves the built UI.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY command-service/package.json command-service/
COPY projector/package.json projector/
COPY read-api/package.json read-api/
COPY ui/package.json ui/
COPY system/package.json system/
RUN npm ci --no-audit --no-fund
COPY . .
# the UI, and the services as compiled JavaScript (dist/services): a restarted service answers in
# about 2 s instead of the 10-40 s tsx took to compile it again on a busy machine
RUN npm run build && npm run build:services
# the runtime runs the built services: no TypeScript runner, test or build tooling in the image
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
USER node
# overridden per service in docker-compose.yml
CMD ["node", "dist/services/read-api.js"]

# The reverse proxy: nginx with the built UI and the routing of infra/proxy/nginx.conf.
FROM nginx:1.27 AS proxy
COPY infra/proxy/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/ui/dist /usr/share/nginx/html
