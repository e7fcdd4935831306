#!/bin/sh
# Brings a fresh clone to a runnable state with only Node >= 20 and npm on the machine:
# Debian's Chromium (browser tests and screenshots) and every dependency through the pinned pnpm.
# The Node 24 runtime the tools need arrives as the `node` devDependency.
set -e
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure: installing Debian's chromium (needed by story, visual and end-to-end tests)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ -f pnpm-lock.yaml ]; then
  npx -y pnpm@12.21.0 install --frozen-lockfile --reporter=append-only
else
  npx -y pnpm@12.21.0 install --reporter=append-only
fi
