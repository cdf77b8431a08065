"""Runs a clang-compiled OpenCL kernel in gcnjit, scalar loop and vector
store, with a hook that would count and skip any instruction gcnjit does not
execute (this kernel has none).

    python examples/python/count_vector.py

Needs clang-14 (LLVM 14) and the gcnjit module (`pip install ./python`) and
numpy. The kernel (kernel.cl) sums in[i] * (i + 1) in a scalar loop; gcnjit
runs that loop (in compiled code with engine="jit") and the vector store at
the end, which writes the sum to out[0].
"""

import os
import subprocess
import sys
import tempfile

import numpy as np

import gcnjit

HERE = os.path.dirname(os.path.abspath(__file__))


def compile_kernel(path_o):
    subprocess.run(
        ["clang-14", "-x", "cl", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900",
         "-nogpulib", "-O1", "-c", os.path.join(HERE, "kernel.cl"), "-o", path_o],
        check=True,
    )


def main():
    with tempfile.TemporaryDirectory() as tmp:
        obj = os.path.join(tmp, "kernel.o")
        compile_kernel(obj)
        prog = gcnjit.Program.from_file(obj)  # gfx9, from the code object

    n = 1000
    data = np.arange(1, n + 1, dtype=np.int32)  # in[i] = i + 1
    out = np.zeros(1, dtype=np.int32)
    kernargs = np.zeros(3, dtype=np.uint64)  # out, in, n (as the kernel declares them)
    kernargs[0], kernargs[1], kernargs[2] = 0x3000, 0x2000, n

    skipped = []

    def on_unsupported(wave, pc, words):
        skipped.append(pc)
        return pc + 4 * len(words)  # the instruction's words: one or two

    for engine in ["interp", "jit"]:
        skipped.clear()
        wave = gcnjit.Wave("gfx9")
        wave.map(0x1000, kernargs)
        wave.map(0x2000, data)
        wave.map(0x3000, out)
        wave.s64[4] = 0x1000  # the kernarg segment pointer (s[4:5])
        wave.exec = 1
        wave.pc = prog.entry
        res = gcnjit.run(prog, wave, engine=engine, on_unsupported=on_unsupported)
        want = int(sum((i + 1) * (i + 1) for i in range(n))) & 0xFFFFFFFF
        print(f"{engine}: {res.status} after {res.steps} instructions; "
              f"{len(skipped)} instructions skipped; out[0] = {out[0]}")
        if res.status != "endpgm" or (int(out[0]) & 0xFFFFFFFF) != want or skipped:
            print(f"unexpected: wanted out[0] = {want} and no skipped instruction",
                  file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
