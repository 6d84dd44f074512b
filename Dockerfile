# One image for the three scaled-mode processes; docker-compose.yml picks the command per service.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Compilers only for native modules (better-sqlite3, argon2) that have no prebuilt binary for the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w client

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["npm", "run", "start:server"]
