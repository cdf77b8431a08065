"""Launches a compiled OpenCL kernel over numpy arrays: y = a * x + y.

    python examples/python/saxpy.py [gfx900|gfx803|gfx906|tahiti|hawaii]

The kernel is tests/kernels/cl/saxpy.cl, compiled by clang-15 (the objects
are committed in tests/kernels/obj; scripts/build-kernels rebuilds them).
The arrays are the kernel's buffers, used in place: after the call `y` holds
the result, which is checked against numpy's. Needs the gcnjit module
(`pip install ./python`) and numpy.
"""

import os
import sys

import numpy as np

import gcnjit

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else "gfx900"
    co = os.path.join(HERE, "..", "..", "tests", "kernels", "obj", f"saxpy.{target}.co")
    n = 100_000
    rng = np.random.default_rng(1)
    # Whole numbers and a = -1.5: every a * x + y is exact in float32, so the
    # result is the same whether the kernel fuses the multiply-add (v_fma_f32
    # on gfx8/gfx9) or rounds twice (v_mac_f32 on gfx6/gfx7).
    x = rng.integers(-1000, 1000, n).astype(np.float32)
    y = rng.integers(-1000, 1000, n).astype(np.float32)
    a = np.float32(-1.5)
    want = a * x + y
    r = gcnjit.launch(
        co,
        kernel="saxpy",
        grid=n,
        block=256,
        args=[x, y, ("f32", float(a)), ("u32", n)],
    )
    bad = [w for w in r.waves if w.status != "endpgm"]
    print(f"{target}: {len(r.waves)} waves in {len(set(r.workgroups))} workgroups, {len(bad)} faulted")
    ok = np.array_equal(y, want)
    print(f"y[:4] = {y[:4]}")
    print("equal to numpy" if ok else "DIFFERENT from numpy")
    return 0 if ok and not bad else 1


if __name__ == "__main__":
    sys.exit(main())
