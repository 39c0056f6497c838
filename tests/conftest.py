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


# Device checks: a test marked `device` runs on CircuitPython 10.2.1's own tools (sim/cpy32.py: the 32-bit core
# `cpy32`, `cpy32-display` and `mpy-cross-cp10`; `@pytest.mark.device("cpy32")` names fewer). Without them it is
# skipped, and the summary says how many and how to get the core; under CI (CI=true, as .ci/run sets) it fails, so
# CI never loses a device check.
DEVICE_TOOLS = ("cpy32", "cpy32-display", "mpy-cross-cp10")


def pytest_configure(config):
    config.addinivalue_line("markers", "device(*tools): runs on CircuitPython's 32-bit core or its mpy-cross "
                                       "(sim/cpy32.py); skipped without them, a failure when CI is set")


def _in_ci():
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


def _missing_tool(item):
    from sim import cpy32
    marker = item.get_closest_marker("device")
    if marker is None:
        return None
    for name in marker.args or DEVICE_TOOLS:
        if not cpy32.available(name):
            return cpy32.missing_reason(name)
    return None


def pytest_runtest_setup(item):
    import pytest
    reason = _missing_tool(item)
    if reason is None:
        return
    if _in_ci():
        pytest.fail("device check without CircuitPython's tools (CI is set, so this fails): " + reason, pytrace=False)
    pytest.skip("device check: " + reason)


def pytest_terminal_summary(terminalreporter):
    skipped = [r for r in terminalreporter.stats.get("skipped", []) if "device check: " in str(r.longrepr)]
    if skipped:
        from sim import cpy32
        terminalreporter.write_sep("=", "%d device checks skipped" % len(skipped), yellow=True)
        terminalreporter.write_line(
            "CircuitPython %s's 32-bit core and mpy-cross were not found, so %d tests that run the games on the "
            "device's own Python were skipped. %s." % (cpy32.CORE_VERSION, len(skipped), cpy32.HOW_TO_GET[0].upper()
                                                        + cpy32.HOW_TO_GET[1:]))
