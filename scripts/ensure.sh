#!/bin/sh
# Brings a fresh clone to a runnable state with only Node >= 20 and npm on the machine: every
# dependency through the pinned pnpm. The Node 24 runtime the tools need arrives as the `node`
# devDependency. `npm start` needs nothing more; the tests also need a browser (scripts/ensure-browser.sh).
set -e
cd "$(dirname "$0")/.."

if [ -f pnpm-lock.yaml ]; then
  npx -y pnpm@12.21.0 install --frozen-lockfile --reporter=append-only
else
  npx -y pnpm@12.21.0 install --reporter=append-only
fi
