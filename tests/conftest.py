import os
import sys

# The repo root and lib/ go at the END of sys.path: the device's top-level code.py must not shadow the standard
# library's `code` module (pdb imports it), even under `python -m pytest`, which puts the current directory first.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
while sys.path and os.path.abspath(sys.path[0] or ".") == ROOT:
    sys.path.pop(0)
if getattr(sys.modules.get("code"), "__file__", "") == os.path.join(ROOT, "code.py"):
    del sys.modules["code"]
for p in (ROOT, os.path.join(ROOT, "lib")):
    if p not in sys.path:
        sys.path.append(p)


def pytest_sessionfinish(session, exitstatus):
    # "no tests ran" must never look like success (pytest's exit code 5): make it a failure.
    if exitstatus == 5:
        session.exitstatus = 1
