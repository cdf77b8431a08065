"""The Python module against hand-derived values (and llvm-mc's encodings,
quoted in the comments)."""

import numpy as np
import pytest

import gcnjit

ENGINES = ["interp", "jit", "both", "reference"]

# llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding: v_interp_mov_f32_e32 v0, p10, attr0.x
V_MOV = 0xD4020000

SUM = """
    s_mov_b64 s[2:3], 0
loop:
    s_add_u32 s2, s2, s0
    s_addc_u32 s3, s3, 0
    s_add_i32 s0, s0, -1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
"""


def test_assemble_words_match_llvm_mc():
    # llvm-mc -mcpu=gfx900: s_mov_b32 s0, 1 -> [0x81,0x00,0x80,0xbe];
    # s_endpgm -> [0x00,0x00,0x81,0xbf]
    assert gcnjit.assemble("s_mov_b32 s0, 1\ns_endpgm") == [0xBE800081, 0xBF810000]


def test_assemble_disassemble_round_trip():
    for arch in ["gfx6", "gfx7", "gfx8", "gfx9"]:
        words = gcnjit.assemble(SUM, arch=arch)
        text = gcnjit.disassemble(words, arch=arch)
        assert len(text.splitlines()) == 7
        assert text.splitlines()[0] == "s_mov_b64 s[2:3], 0"
        assert gcnjit.assemble(text, arch=arch) == words


@pytest.mark.parametrize("engine", ENGINES)
def test_sum_loop(engine):
    prog = gcnjit.Program.from_asm(SUM, arch="gfx9")
    wave = gcnjit.Wave("gfx9")
    wave.s[0] = 100_000
    out = gcnjit.run(prog, wave, engine=engine)
    assert out.status == "endpgm"
    assert out.kind is None
    # 1 + 5 per iteration + s_endpgm
    assert out.steps == 1 + 5 * 100_000 + 1
    assert wave.s64[2] == 100_000 * 100_001 // 2
    assert wave.s[2] == (100_000 * 100_001 // 2) & 0xFFFFFFFF
    assert wave.s[0] == 0
    # s_endpgm is at byte 0x18 (s_mov_b64 and five one-word instructions)
    assert out.pc == wave.pc == 0x18


@pytest.mark.parametrize("engine", ENGINES)
def test_registers_by_name(engine):
    prog = gcnjit.Program.from_asm(
        """
        s_mov_b64 s[10:11], vcc
        s_mov_b64 s[12:13], exec
        s_mov_b32 s14, m0
        s_cselect_b32 s15, 1, 2
        s_mov_b64 vcc, 0x1234
        s_mov_b32 m0, 77
        s_cmp_eq_u32 s0, s0
        s_endpgm
        """
    )
    wave = gcnjit.Wave()
    wave.vcc = 0xDEAD_BEEF_0000_0001
    wave.exec = (1 << 64) - 1
    wave.m0 = 5
    wave.scc = 0
    out = gcnjit.run(prog, wave, engine=engine)
    assert out.status == "endpgm"
    assert wave.s64[10] == 0xDEAD_BEEF_0000_0001
    assert (wave.s[10], wave.s[11]) == (1, 0xDEADBEEF)
    assert wave.s64[12] == (1 << 64) - 1
    assert wave.s[14] == 5
    assert wave.s[15] == 2  # SCC was 0
    assert wave.vcc == 0x1234
    assert wave.m0 == 77
    assert wave.scc == 1
    # VCC is s106:107, M0 s124, EXEC s126:127 on gfx9
    assert wave.s64[106] == 0x1234 and wave.s[124] == 77
    assert wave.exec == wave.s64[126]


def test_register_bounds():
    wave = gcnjit.Wave()
    with pytest.raises(IndexError):
        wave.s[128]
    with pytest.raises(IndexError):
        wave.s64[127] = 1
    with pytest.raises(ValueError):
        wave.s[0] = 1 << 32
    with pytest.raises(ValueError):
        wave.scc = 2


@pytest.mark.parametrize("engine", ENGINES)
def test_numpy_buffer_without_copy(engine):
    # Loads four dwords at 0x1000, stores their sum at 0x1010.
    prog = gcnjit.Program.from_asm(
        """
        s_load_dwordx4 s[4:7], s[2:3], 0x0
        s_waitcnt lgkmcnt(0)
        s_add_u32 s8, s4, s5
        s_add_u32 s8, s8, s6
        s_add_u32 s8, s8, s7
        s_store_dword s8, s[2:3], 0x10
        s_endpgm
        """
    )
    mem = np.zeros(8, dtype=np.uint32)
    wave = gcnjit.Wave()
    wave.map(0x1000, mem)
    wave.s64[2] = 0x1000
    # Written after mapping: the wave reads the array itself, not a copy.
    mem[:4] = [1, 20, 300, 4000]
    out = gcnjit.run(prog, wave, engine=engine)
    assert out.status == "endpgm", out.message
    assert (wave.s[4], wave.s[7]) == (1, 4000)
    assert mem[4] == 4321  # the store landed in the array
    assert wave.read(0x1010, 4) == (4321).to_bytes(4, "little")


def test_bytes_are_copied_and_unmapped_faults():
    prog = gcnjit.Program.from_asm("s_load_dword s4, s[2:3], 0x0\ns_endpgm")
    wave = gcnjit.Wave()
    wave.map(0x2000, bytes([1, 2, 3, 4]))
    wave.s64[2] = 0x2000
    assert gcnjit.run(prog, wave).status == "endpgm"
    assert wave.s[4] == 0x04030201
    wave.pc = 0
    wave.s64[2] = 0x3000
    out = gcnjit.run(prog, wave, engine="jit")
    assert (out.status, out.kind, out.pc, out.steps) == ("error", "memory", 0, 0)
    with pytest.raises(ValueError):
        wave.map(0x2002, bytearray(4))  # overlaps


def loop_with_vector_words():
    """s7 counts the vector words a hook handles: 10 iterations of one."""
    head = gcnjit.assemble("s_mov_b32 s0, 10")
    body = gcnjit.assemble(
        """
        s_add_u32 s8, s8, s7
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        """
    )
    # s_cbranch_scc1 back to the vector word at 0x4: the branch is at
    # 4 + 4 * (1 + 3) = 0x14, so the offset is (0x4 - 0x18) / 4 = -5.
    tail = gcnjit.assemble("s_cbranch_scc1 -5\ns_endpgm")
    return gcnjit.Program.from_words(head + [V_MOV] + body + tail)


@pytest.mark.parametrize("engine", ENGINES)
def test_hook_emulates_vector_words(engine):
    prog = loop_with_vector_words()
    calls = []

    def hook(wave, pc, words):
        calls.append(pc)
        assert words[0] == V_MOV
        wave.s[7] += 1
        wave.scc = 1  # seen by nothing: s_add_u32 writes SCC next
        return pc + 4

    wave = gcnjit.Wave()
    out = gcnjit.run(prog, wave, engine=engine, on_unsupported=hook)
    assert out.status == "endpgm", out.message
    assert wave.s[7] == 10
    assert wave.s[8] == 55  # 1 + 2 + ... + 10
    assert out.steps == 1 + 10 * 5 + 1
    per_run = 2 if engine == "both" else 1
    assert calls == [4] * (10 * per_run)


@pytest.mark.parametrize("engine", ENGINES)
def test_hook_changes_scc_seen_by_the_next_branch(engine):
    # The hook decides the branch: SCC = 1 takes s_cbranch_scc1 to s_endpgm
    # at 0xc, skipping s_mov_b32 s1, 5.
    words = [V_MOV] + gcnjit.assemble("s_cbranch_scc1 1\ns_mov_b32 s1, 5\ns_endpgm")
    prog = gcnjit.Program.from_words(words)

    def hook(wave, pc, words):
        wave.scc = 1
        return pc + 4

    wave = gcnjit.Wave()
    out = gcnjit.run(prog, wave, engine=engine, on_unsupported=hook)
    assert (out.status, out.steps, wave.s[1]) == ("endpgm", 3, 0)


@pytest.mark.parametrize("engine", ENGINES)
def test_hook_stops_the_wave(engine):
    prog = loop_with_vector_words()

    def hook(wave, pc, words):
        if wave.s[0] == 7:  # iteration 4
            return None
        wave.s[7] += 1
        return pc + 4

    wave = gcnjit.Wave()
    out = gcnjit.run(prog, wave, engine=engine, on_unsupported=hook)
    assert out.status == "error"
    assert out.kind == "unsupported"
    assert out.pc == 4
    assert out.steps == 1 + 3 * 5
    assert wave.s[7] == 3


def test_without_a_hook_a_vector_word_is_an_error():
    out = gcnjit.run(gcnjit.Program.from_words([V_MOV]), gcnjit.Wave(), engine="jit")
    assert (out.status, out.pc, out.steps) == ("error", 0, 0)
    assert out.kind == "unsupported"


def test_hook_exception_propagates():
    def hook(wave, pc, words):
        raise KeyError("boom")

    with pytest.raises(KeyError):
        gcnjit.run(loop_with_vector_words(), gcnjit.Wave(), on_unsupported=hook)


def test_step_limit():
    prog = gcnjit.Program.from_asm("l: s_branch l")
    out = gcnjit.run(prog, gcnjit.Wave(), engine="jit", max_steps=1000)
    assert (out.status, out.kind, out.steps) == ("error", "step_limit", 1000)


def test_asm_error_has_line_and_column():
    with pytest.raises(gcnjit.AsmError) as e:
        gcnjit.assemble("s_endpgm\n  s_mov_b32 s0, s999\n")
    assert e.value.line == 2
    assert e.value.column >= 3
    with pytest.raises(gcnjit.AsmError):
        gcnjit.Program.from_asm("s_frobnicate")


# SOPP opcode 127: no instruction of any generation.
BAD_SOPP = 0xBFFF0000


def test_decode_error_has_offset():
    with pytest.raises(gcnjit.DecodeError) as e:
        gcnjit.disassemble([0xBF810000, BAD_SOPP], base=0x100)
    assert e.value.offset == 0x104
    assert e.value.word == BAD_SOPP
    assert isinstance(e.value, ValueError)


def test_vector_words_disassemble():
    # llvm-mc 14 --disassemble prints 0x7e000280 as `v_mov_b32_e32 v0, 0`.
    text = gcnjit.disassemble([0x7E000280, 0xBF810000])
    assert "v_mov_b32_e32 v0, 0" in str(text)


def test_bad_arch_and_engine():
    with pytest.raises(ValueError):
        gcnjit.Wave("gfx11")
    with pytest.raises(ValueError):
        gcnjit.run(gcnjit.Program.from_words([0xBF810000]), gcnjit.Wave(), engine="fast")
    with pytest.raises(ValueError):
        gcnjit.run(gcnjit.Program.from_words([0xBF810000], arch="gfx8"), gcnjit.Wave("gfx9"))


def test_program_from_file(tmp_path):
    p = tmp_path / "k.s"
    p.write_text("s_mov_b32 s0, 3\ns_endpgm\n")
    prog = gcnjit.Program.from_file(str(p))
    assert prog.words == [0xBE800083, 0xBF810000]
    b = tmp_path / "k.bin"
    b.write_bytes(np.array(prog.words, dtype="<u4").tobytes())
    assert gcnjit.Program.from_file(str(b), arch="gfx8").arch == "gfx8"
    with pytest.raises(OSError):
        gcnjit.Program.from_file(str(tmp_path / "missing.s"))


def test_example_counts_and_skips_vector_instructions_of_a_clang_kernel():
    import os
    import subprocess
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "examples", "python", "count_vector.py")
    r = subprocess.run([sys.executable, script], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    # sum of (i + 1)^2 for i < 1000 = 1000 * 1001 * 2001 / 6
    assert "0 instructions skipped" in r.stdout
    assert "out[0] = 333833500" in r.stdout
    assert r.stdout.count("endpgm") == 2
