"""The device core's recipe (desktop only): CircuitPython 10.2.1's `cpy32`, `cpy32-display` and `mpy-cross-cp10`,
built from CircuitPython's own source with the files in this folder. `python -m sim.twin.core` runs it; README.md
here says what each part is for."""
import os

from sim import cpy32

HERE = os.path.dirname(os.path.abspath(__file__))
PATCH = os.path.join(HERE, "pystack.patch")  # ports/unix/main.c: the pystack's size from MP32_PYSTACK_BYTES
VARIANT = os.path.join(HERE, "variant-pybadge")  # becomes ports/unix/variants/pybadge
REQUIREMENTS = os.path.join(HERE, "requirements.txt")

TAG = cpy32.CORE_VERSION  # "10.2.1"
TAG_COMMIT = "bcfcb511352652d7cb62d3b415e4a624380f1830"  # what the tag names upstream: a moved tag is refused
GIT_URL = "https://github.com/adafruit/circuitpython.git"

# The build date the binaries print in their version line. Fixed (not today) so that a build is reproducible:
# this is the date the team's reference binaries carry, and with the same compiler (Debian 12's gcc 12.2.0) the
# recipe gives them back byte for byte but for the build-id (below). SOURCE_DATE_EPOCH in the environment overrides
# it.
BUILD_DATE_EPOCH = 1795392000  # 2026-11-23 00:00 UTC

# sha256 of the reference build (the binaries every figure in docs/ was measured on).
REFERENCE_SHA256 = {
    "cpy32": "19541b683c18ae669a8e448fba352f8414da05ff5ae69ee2e2034a5828fc8df1",
    "cpy32-display": "45ffd9a9bd5e85b73320427c00fc31ea5c5090dc659bcb69a31abb23a79958a0",
    "mpy-cross-cp10": "64ad821dc10002ef9a365acb37a909e23e1f01e2b67a1950f0ae93151130fc76",
}
# The same with the 20 bytes of the GNU build-id zeroed (sim.twin.core.install.sha256_without_build_id): the linker
# hashes the unstripped binary, whose debug info names the folder it was built in, so a build elsewhere differs from
# the reference there and only there.
REFERENCE_SHA256_NO_BUILD_ID = {
    "cpy32": "7dca66845976466666eb4a6d5141cca3b6e5084db9f05f8071e197b31a79187f",
    "cpy32-display": "e99c32e5f35d8defcc88aa75940d1c2abe0f169ed2b6fbe121337e28d33ef3db",
    "mpy-cross-cp10": "33602aa04f023b7651ba4e32a2bb5d428785a2ae25d2e78eec9839ef1228f24c",
}

# What this recipe gives with Debian 12's gcc 12.2.0 in any folder (mpy-cross: the reference's bytes).
RECIPE_SHA256 = {
    "cpy32": "a67b4e0f7940f0ced2dcfc8e761769903325651799be32e2072d1b0a075d624f",
    "cpy32-display": "16a592edba16653105e0030235ff9b9422b038c9ed0276f02cf6f86b7bc83d2d",
    "mpy-cross-cp10": "64ad821dc10002ef9a365acb37a909e23e1f01e2b67a1950f0ae93151130fc76",
}


class BuildError(Exception):
    """A step failed; str() is the one line shown to the user."""
