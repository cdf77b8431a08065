"""VGPRs from Python: numpy views of the register file and of one register,
set before a run, read after it, and seen and changed by a hook. Expected
values are derived by hand in the comments."""

import numpy as np
import pytest

import gcnjit

ENGINES = ["interp", "jit", "both", "reference"]

# s_mov_b64 exec, -1; v_add_u32_e32 v1, v0, v2 (gfx9: v1 = v0 + v2 in every lane)
ADD = """
    s_mov_b64 exec, -1
    v_add_u32_e32 v1, v0, v2
    s_endpgm
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_views_see_a_run_and_set_its_inputs(engine):
    prog = gcnjit.Program.from_asm(ADD, arch="gfx9")
    wave = gcnjit.Wave("gfx9")
    file = np.asarray(wave.v)
    assert file.shape == (256, 64) and file.dtype == np.uint32
    v1 = np.asarray(wave.v[1])
    lanes = np.arange(64, dtype=np.uint32)
    file[0] = lanes * 3  # through the view of the file
    wave.v[2] = 1000  # every lane
    wave.v[2][63] = 7  # one lane
    out = gcnjit.run(prog, wave, engine=engine)
    assert out.status == "endpgm"
    want = lanes * 3 + 1000
    want[63] = 63 * 3 + 7
    # The view taken before the run sees its result, with no copy.
    assert (v1 == want).all()
    assert wave.v[1].tolist() == want.tolist()
    assert wave.v[1][-1] == 63 * 3 + 7
    assert (file[1] == want).all()


def test_exec_masks_the_write():
    prog = gcnjit.Program.from_asm(
        "s_mov_b32 exec_lo, 0xf0\ns_mov_b32 exec_hi, 0\nv_mov_b32_e32 v5, 9\ns_endpgm", arch="gfx9"
    )
    wave = gcnjit.Wave("gfx9")
    wave.v[5] = 1
    gcnjit.run(prog, wave, engine="jit")
    # Lanes 4..7 are written, the rest keep 1.
    assert wave.v[5].tolist() == [1] * 4 + [9] * 4 + [1] * 56


@pytest.mark.parametrize("engine", ["interp", "jit"])
def test_hook_reads_and_writes_vgprs(engine):
    # v_interp_mov_f32_e32 v0, p10, attr0.x (0xd4020000) is not executed: the
    # hook emulates it as v0 = 2 * v3, then gcnjit adds v2.
    words = gcnjit.assemble(
        "s_mov_b64 exec, -1\n.long 0xd4020000\nv_add_u32_e32 v1, v0, v2\ns_endpgm", arch="gfx9"
    )
    prog = gcnjit.Program.from_words(words, arch="gfx9")
    wave = gcnjit.Wave("gfx9")
    wave.v[3] = list(range(64))
    wave.v[2] = 5
    seen = []

    def hook(w, pc, ws):
        v3 = np.asarray(w.v[3])
        seen.append(int(v3[10]))
        np.asarray(w.v[0])[:] = v3 * 2
        return pc + 4

    out = gcnjit.run(prog, wave, engine=engine, on_unsupported=hook)
    assert out.status == "endpgm", out.message
    assert seen == [10]
    assert wave.v[1].tolist() == [2 * l + 5 for l in range(64)]


def test_bounds_and_values():
    wave = gcnjit.Wave("gfx9")
    with pytest.raises(IndexError):
        wave.v[256]
    with pytest.raises(IndexError):
        wave.v[0][64]
    with pytest.raises(ValueError):
        wave.v[0] = 1 << 32
    with pytest.raises(ValueError):
        wave.v[0] = [1, 2, 3]
    assert len(wave.v) == 256 and len(wave.v[0]) == 64


@pytest.mark.parametrize("target", ["gfx900", "tahiti"])
def test_example_launches_saxpy_over_numpy_arrays(target):
    import os
    import subprocess
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "examples", "python", "saxpy.py")
    r = subprocess.run([sys.executable, script, target], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    # 100,000 work-items in workgroups of 256: 390 full workgroups of 4 waves
    # and a last one of 160 work-items, 3 waves: 1563 waves.
    assert f"{target}: 1563 waves in 391 workgroups, 0 faulted" in r.stdout
    assert "equal to numpy" in r.stdout
