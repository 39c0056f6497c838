"""Small statistics helpers (no numpy needed)."""
import math


def wilson(successes, n, z=1.96):
    """Wilson score interval (95 % by default) for a proportion; `successes` may be fractional (draws = 1/2).
    Returns (low, high); (0.0, 1.0) when n == 0."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values, q):
    """Nearest-rank percentile (q in 0..100) of a list; None for an empty list."""
    if not values:
        return None
    xs = sorted(values)
    k = max(1, int(math.ceil(q / 100.0 * len(xs))))
    return xs[min(k, len(xs)) - 1]


def summary(values):
    """n, mean, p50, p95, max of a list of numbers (None where empty)."""
    return {
        "n": len(values),
        "mean": sum(values) / len(values) if values else None,
        "p50": percentile(values, 50),
        "p95": percentile(values, 95),
        "max": max(values) if values else None,
    }
