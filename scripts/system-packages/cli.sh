#!/usr/bin/env bash
# Debian packages the tests use: Chromium (docs and browser tests), xmllint (XML Schema
# validation), real Keystone, Aodh, Barbican and Glance (interop tests), and the OpenStack CLI,
# glanceclient and novaclient (the real-client tests of the mock platform, interop-clients).
# Needs root; skips what is there.
set -euo pipefail
packages=(chromium libxml2-utils python3-keystone python3-aodh python3-barbican python3-glance
  python3-openstackclient python3-glanceclient python3-novaclient)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages present: ${packages[*]}"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
