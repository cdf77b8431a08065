"""gcnjit.launch against hand-derived values: examples/kernels/reduce.s,
assembled by llvm-mc into a code object, over four one-wave workgroups."""

import os
import shutil
import subprocess

import numpy as np
import pytest

import gcnjit

HERE = os.path.dirname(os.path.abspath(__file__))
REDUCE = os.path.join(HERE, "..", "..", "examples", "kernels", "reduce.s")
M = 8  # dwords each workgroup reduces (a multiple of 4)


@pytest.fixture(scope="module")
def reduce_o(tmp_path_factory):
    llvm_mc = shutil.which("llvm-mc") or shutil.which("llvm-mc-14")
    assert llvm_mc, "llvm-mc (LLVM 14) is required"
    out = tmp_path_factory.mktemp("reduce") / "reduce.o"
    subprocess.run(
        [llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", REDUCE, "-o", str(out)],
        check=True,
    )
    return str(out)


# in = 1, 2, ..., 32. Workgroup g sums and xors in[8g .. 8g+8):
#   sums 1+..+8 = 36, 9+..+16 = 100, 17+..+24 = 164, 25+..+32 = 228;
#   xor of 1..4k is 4k, so xors 8, 16^8 = 24, 24^16 = 8, 32^24 = 56;
#   total = 36 + 100 + 164 + 228 = 528.
SUMS_XORS = [36, 8, 100, 24, 164, 8, 228, 56]
TOTAL = 528


@pytest.mark.parametrize("engine", ["interp", "jit", "both"])
def test_reduce_kernel_results_in_numpy_buffers(reduce_o, engine):
    data = np.arange(1, 4 * M + 1, dtype=np.uint32)
    out = np.zeros(8, dtype=np.uint32)
    total = np.zeros(1, dtype=np.uint32)
    r = gcnjit.launch(
        reduce_o,
        kernel="reduce",
        grid=4 * 64,
        block=64,
        args=[data, ("u32", M), out, total],
        engine=engine,
    )
    assert len(r.waves) == 4
    assert [w.status for w in r.waves] == ["endpgm"] * 4
    assert r.workgroups == [(0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0)]
    # The numpy arrays hold the results after the call.
    assert out.tolist() == SUMS_XORS
    assert total[0] == TOTAL
    # And the same bytes come back in argument order (buffers only).
    assert len(r.buffers) == 3
    assert r.buffers[0] == data.tobytes()
    assert np.frombuffer(r.buffers[1], dtype="<u4").tolist() == SUMS_XORS
    assert np.frombuffer(r.buffers[2], dtype="<u4").tolist() == [TOTAL]


def test_code_object_as_bytes_and_read_only_buffers(reduce_o):
    with open(reduce_o, "rb") as f:
        blob = f.read()
    data = np.arange(1, 4 * M + 1, dtype=np.uint32).tobytes()  # bytes: read-only
    r = gcnjit.launch(
        blob,
        grid=[128],
        block=[64],
        args=[data, ("u32", M), bytes(32), bytes(4)],
    )
    # Two workgroups: the first four values and the sum of the first two.
    assert np.frombuffer(r.buffers[1], dtype="<u4").tolist() == SUMS_XORS[:4] + [0] * 4
    assert np.frombuffer(r.buffers[2], dtype="<u4").tolist() == [136]


def test_a_wave_at_the_step_limit_reports_its_kind(reduce_o):
    # Five instructions (four loads and the s_waitcnt) run, the sixth not.
    args = [np.zeros(4, dtype=np.uint32), ("u32", 4), np.zeros(2, dtype=np.uint32), np.zeros(1, dtype=np.uint32)]
    r = gcnjit.launch(reduce_o, grid=128, block=64, args=args, max_steps=5)
    assert [(w.status, w.kind, w.steps) for w in r.waves] == [("error", "step_limit", 5)] * 2
    assert r.waves[0].pc == r.waves[1].pc


def test_bad_arguments_are_errors(reduce_o):
    ok = dict(grid=64, block=64)
    args = [np.zeros(4, dtype=np.uint32), ("u32", 4), np.zeros(2, dtype=np.uint32), np.zeros(1, dtype=np.uint32)]
    with pytest.raises(TypeError):
        gcnjit.launch(reduce_o, args=[5] + args[1:], **ok)  # a bare int has no size
    with pytest.raises(ValueError):
        gcnjit.launch(reduce_o, args=[args[0], ("u24", 4)] + args[2:], **ok)  # no such kind
    with pytest.raises(ValueError):
        gcnjit.launch(reduce_o, args=[args[0], ("u32", -1)] + args[2:], **ok)
    with pytest.raises(ValueError):
        gcnjit.launch(reduce_o, kernel="nope", args=args, **ok)
    with pytest.raises(ValueError):
        gcnjit.launch(reduce_o, args=args, grid=64, block=0)
    with pytest.raises(ValueError):
        gcnjit.launch(reduce_o, args=args, engine="fast", **ok)
    with pytest.raises(ValueError):
        gcnjit.launch(reduce_o, args=args, arch="gfx8", **ok)  # the file is gfx900
    with pytest.raises(OSError):
        gcnjit.launch(reduce_o + ".missing", args=args, **ok)
    with pytest.raises(ValueError):
        gcnjit.launch(b"not an ELF file", args=args, **ok)
