#!/usr/bin/env bash
# Debian packages the tests use: Chromium (docs and browser tests), xmllint (XML Schema
# validation), real Keystone, Aodh, Barbican and Glance (interop tests), and the OpenStack CLI,
# glanceclient and novaclient (the real-client tests of the mock platform, interop-clients).
# Needs root; skips what is there.
set -euo pipefail
packages=(chromium libxml2-utils python3-keystone python3-aodh python3-barbican python3-glance
  python3-openstackclient python3-glanceclient python3-novaclient)
missing=()
# Installed, not merely known to dpkg: `dpkg -s` also succeeds for a package removed but not
# purged, whose configuration files are all that is left of it.
for p in "${packages[@]}"; do
  [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" = installed ] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages present: ${packages[*]}"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

# A fresh install is ~280 packages (~170 MB), and most of its two minutes is dpkg's: unpacking
# ~22,000 files, then configuring each package (byte-compiling its Python). An fsync per file
# costs ~2 ms on this project's machines, up to ~45 s for the install, so dpkg does none for this
# one install (--force-unsafe-io, an option of this command: the machine's apt and dpkg
# configuration is left as it is, since developers run this script too). The price: a power cut
# halfway can leave files of these packages empty, which `apt-get install --reinstall` mends.
# The machines CI runs on already set it for every install (/etc/dpkg/dpkg.cfg.d/); a
# developer's Debian may not.
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
  -o DPkg::Options::=--force-unsafe-io "${missing[@]}"
