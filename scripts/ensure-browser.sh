#!/bin/sh
# The browser the tests, the story tests, the screenshots and the benchmark drive: Debian's Chromium at
# /usr/bin/chromium, installed from Debian's packages when it is missing. `npm start` never needs it.
set -e

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-browser: installing Debian's chromium (needed by story, visual and end-to-end tests)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
