#!/bin/sh
# The browsers the tests, the story tests, the screenshots and the benchmark drive, from Debian's packages,
# installed when missing: the headless shell (chromium-headless-shell) runs the e2e and component tests
# (chromium.config.ts); the full Chromium at /usr/bin/chromium takes the visual run's screenshots, runs the
# benchmark's Lighthouse and is the fallback. `npm start` never needs either.
set -e

missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
if [ -n "$missing" ]; then
  echo "ensure-browser: installing Debian's$missing (needed by story, visual and end-to-end tests)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi
