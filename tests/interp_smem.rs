//! Scalar memory semantics (docs/semantics.md §6): loads, buffer loads with bounds,
//! stores, gfx9 atomics and scratch, s_memtime, faults on unmapped bytes.

mod common;
use common::*;
use gcnjit::isa::inst::mflag;
use gcnjit::isa::{Arch, Instruction, Opcode, Opcode::*};
use gcnjit::ErrorKind;

const BASE: u64 = 0x1000;

/// Byte `i` of the test image is `i`; dword `k` is therefore this.
fn dw(k: u32) -> u32 {
    let b = 4 * k;
    b | (b + 1) << 8 | (b + 2) << 16 | (b + 3) << 24
}

fn image() -> Vec<u8> {
    (0..64u8).collect()
}

/// A memory instruction with an immediate byte offset (SMRD: counted in dwords).
fn smem(a: Arch, op: Opcode, sdata: u8, sbase: u8, off: u32) -> Instruction {
    let mut i = Instruction::new(a, op);
    i.sdst = sdata;
    i.ssrc0 = sbase / 2;
    i.flags = mflag::IMM;
    i.literal = if a.has_smem() { off } else { off / 4 };
    i
}

/// A memory instruction with a register byte offset.
fn smem_reg(a: Arch, op: Opcode, sdata: u8, sbase: u8, reg: u8) -> Instruction {
    let mut i = Instruction::new(a, op);
    i.sdst = sdata;
    i.ssrc0 = sbase / 2;
    i.literal = reg as u32;
    i
}

fn with_image(c: Case) -> Case {
    c.s64(2, BASE).init(|w| w.mem.map(BASE, image()).unwrap())
}

matrix!(s_load_dword_widths, all, |a, e| {
    with_image(Case::new(a, e))
        .i(smem(a, S_LOAD_DWORD, 8, 2, 0x10))
        .i(smem(a, S_LOAD_DWORDX2, 10, 2, 0x8))
        .i(smem(a, S_LOAD_DWORDX4, 12, 2, 0x20))
        .want_s(8, dw(4))
        .want_s(10, dw(2))
        .want_s(11, dw(3))
        .want_s(12, dw(8))
        .want_s(13, dw(9))
        .want_s(14, dw(10))
        .want_s(15, dw(11))
        .check();
    let mut c = with_image(Case::new(a, e))
        .i(smem(a, S_LOAD_DWORDX8, 16, 2, 0x20))
        .i(smem(a, S_LOAD_DWORDX16, 32, 2, 0));
    for k in 0..8 {
        c = c.want_s(16 + k as u8, dw(8 + k));
    }
    for k in 0..16 {
        c = c.want_s(32 + k as u8, dw(k));
    }
    c.check();
});
matrix!(s_load_register_offset_ignores_low_bits, all, |a, e| {
    with_image(Case::new(a, e))
        .s(4, 0x13)
        .i(smem_reg(a, S_LOAD_DWORD, 8, 2, 4))
        .want_s(8, dw(4))
        .check();
});
matrix!(s_load_gfx7_literal_offset_in_dwords, [Gfx7], |a, e| {
    // The literal form exists for offsets past the 8-bit field: 0x105 dwords
    // from a base 0x100 dwords below the image reads dword 5 of the image.
    let mut i = Instruction::new(a, S_LOAD_DWORD);
    i.sdst = 8;
    i.ssrc0 = 1;
    i.flags = mflag::LIT;
    i.literal = 0x105;
    with_image(Case::new(a, e))
        .s64(2, BASE - 0x400)
        .i(i)
        .want_s(8, dw(5))
        .check();
});
matrix!(s_load_gfx9_negative_offset, gfx9, |a, e| {
    with_image(Case::new(a, e))
        .s64(2, BASE + 0x20)
        .i(smem(a, S_LOAD_DWORD, 8, 2, 0x1F_FFF0))
        .want_s(8, dw(4))
        .check();
});
matrix!(s_load_unmapped_faults_without_writing, all, |a, e| {
    // The x2 load's second dword (0x1040) is past the mapped image.
    with_image(Case::new(a, e))
        .s(8, 0x77)
        .i(sopp(a, S_NOP, 0))
        .i(smem(a, S_LOAD_DWORDX2, 8, 2, 0x3C))
        .check_fault(ErrorKind::Memory, 4, 1);
});
matrix!(s_load_into_ttmp_needs_priv, all, |a, e| {
    let t = a.ttmp_base();
    with_image(Case::new(a, e))
        .i(smem(a, S_LOAD_DWORDX2, t, 2, 0))
        .check();
    with_image(Case::new(a, e))
        .hw(2, 1 << 5)
        .i(smem(a, S_LOAD_DWORDX2, t, 2, 0))
        .want_s(t, dw(0))
        .want_s(t + 1, dw(1))
        .check();
});
matrix!(s_buffer_load_bounds, all, |a, e| {
    // V#: base 0x1000, stride 0, num_records 8 bytes: dwords 0 and 1 only.
    with_image(Case::new(a, e))
        .s(4, BASE as u32)
        .s(5, 0)
        .s(6, 8)
        .s(7, 0)
        .s(8, 0x55)
        .s(10, 0x66)
        .i(smem(a, S_BUFFER_LOAD_DWORDX4, 8, 4, 0))
        .want_s(8, dw(0))
        .want_s(9, dw(1))
        .want_s(10, 0)
        .want_s(11, 0)
        .check();
    // stride 4, num_records 3: 12 bytes in range; offset 8 leaves one dword.
    with_image(Case::new(a, e))
        .s(4, BASE as u32)
        .s(5, 4 << 16)
        .s(6, 3)
        .i(smem(a, S_BUFFER_LOAD_DWORDX2, 8, 4, 8))
        .i(smem(a, S_BUFFER_LOAD_DWORD, 12, 4, 4))
        .want_s(8, dw(2))
        .want_s(9, 0)
        .want_s(12, dw(1))
        .check();
    let mut c = with_image(Case::new(a, e)).s(4, BASE as u32).s(6, 64);
    c = c
        .i(smem(a, S_BUFFER_LOAD_DWORDX8, 16, 4, 0))
        .i(smem(a, S_BUFFER_LOAD_DWORDX16, 32, 4, 0));
    for k in 0..8 {
        c = c.want_s(16 + k as u8, dw(k));
    }
    for k in 0..16 {
        c = c.want_s(32 + k as u8, dw(k));
    }
    c.check();
});
matrix!(s_store_and_buffer_store, gfx8plus, |a, e| {
    let mut want = image();
    want[0x10..0x14].copy_from_slice(&0xAABB_CCDDu32.to_le_bytes());
    want[0x20..0x28].copy_from_slice(&0x1111_2222_3333_4444u64.to_le_bytes());
    want[0x30..0x34].copy_from_slice(&5u32.to_le_bytes());
    want[0x34..0x38].copy_from_slice(&6u32.to_le_bytes());
    want[0x38..0x3C].copy_from_slice(&7u32.to_le_bytes());
    want[0x3C..0x40].copy_from_slice(&8u32.to_le_bytes());
    want[0x00..0x04].copy_from_slice(&9u32.to_le_bytes());
    let w2 = want.clone();
    with_image(Case::new(a, e))
        .s(8, 0xAABB_CCDD)
        .s64(10, 0x1111_2222_3333_4444)
        .s(12, 5)
        .s(13, 6)
        .s(14, 7)
        .s(15, 8)
        .s(16, 9)
        .s(17, 10)
        .s(20, BASE as u32)
        .s(22, 4)
        .i(smem(a, S_STORE_DWORD, 8, 2, 0x10))
        .i(smem(a, S_STORE_DWORDX2, 10, 2, 0x20))
        .i(smem(a, S_STORE_DWORDX4, 12, 2, 0x30))
        // V# with 4 bytes in range: the second dword is dropped.
        .i(smem(a, S_BUFFER_STORE_DWORDX2, 16, 20, 0))
        .want(move |w| w.mem.regions[0].data = std::sync::Arc::new(w2.clone()))
        .check();
    let _ = want;
});
matrix!(s_buffer_store_x4_and_x1, gfx8plus, |a, e| {
    let mut want = image();
    for (k, v) in [1u32, 2, 3, 4].iter().enumerate() {
        want[0x10 + 4 * k..0x14 + 4 * k].copy_from_slice(&v.to_le_bytes());
    }
    want[0x3C..0x40].copy_from_slice(&1u32.to_le_bytes());
    with_image(Case::new(a, e))
        .s(8, 1)
        .s(9, 2)
        .s(10, 3)
        .s(11, 4)
        .s(20, BASE as u32)
        .s(22, 64)
        .i(smem(a, S_BUFFER_STORE_DWORDX4, 8, 20, 0x10))
        .i(smem(a, S_BUFFER_STORE_DWORD, 8, 20, 0x3C))
        .want(move |w| w.mem.regions[0].data = std::sync::Arc::new(want.clone()))
        .check();
});
matrix!(s_store_unmapped_faults_without_writing, gfx8plus, |a, e| {
    with_image(Case::new(a, e))
        .i(smem(a, S_STORE_DWORDX2, 8, 2, 0x3C))
        .check_fault(ErrorKind::Memory, 0, 0);
});

fn glc(mut i: Instruction) -> Instruction {
    i.flags |= mflag::GLC;
    i
}

/// Memory of 16 bytes at BASE holding `init` dwords, and the expected bytes.
fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

matrix!(s_atomics_32, gfx9, |a, e| {
    let run = |op: Opcode, old: u32, data: u32, new: u32| {
        Case::new(a, e)
            .s64(2, BASE)
            .s(8, data)
            .init(move |w| w.mem.map(BASE, words(&[old])).unwrap())
            .i(glc(smem(a, op, 8, 2, 0)))
            .want_s(8, old)
            .want(move |w| w.mem.regions[0].data = std::sync::Arc::new(words(&[new])))
            .check();
    };
    run(S_ATOMIC_SWAP, 5, 9, 9);
    run(S_ATOMIC_ADD, 0xFFFF_FFFF, 2, 1);
    run(S_ATOMIC_SUB, 1, 2, 0xFFFF_FFFF);
    run(S_ATOMIC_SMIN, 5, 0xFFFF_FFFF, 0xFFFF_FFFF);
    run(S_ATOMIC_UMIN, 5, 0xFFFF_FFFF, 5);
    run(S_ATOMIC_SMAX, 5, 0xFFFF_FFFF, 5);
    run(S_ATOMIC_UMAX, 5, 0xFFFF_FFFF, 0xFFFF_FFFF);
    run(S_ATOMIC_AND, 0xF0, 0x3C, 0x30);
    run(S_ATOMIC_OR, 0xF0, 0x0F, 0xFF);
    run(S_ATOMIC_XOR, 0xF0, 0xFF, 0x0F);
    run(S_ATOMIC_INC, 5, 5, 0);
    run(S_ATOMIC_INC, 4, 5, 5);
    run(S_ATOMIC_DEC, 0, 7, 7);
    run(S_ATOMIC_DEC, 9, 7, 7);
    run(S_ATOMIC_DEC, 3, 7, 2);
    // Without GLC the old value is not returned.
    Case::new(a, e)
        .s64(2, BASE)
        .s(8, 3)
        .init(|w| w.mem.map(BASE, words(&[4])).unwrap())
        .i(smem(a, S_ATOMIC_ADD, 8, 2, 0))
        .want(|w| w.mem.regions[0].data = std::sync::Arc::new(words(&[7])))
        .check();
});
matrix!(s_atomic_cmpswap, gfx9, |a, e| {
    // data = s8, compare = s9.
    for (old, cmp, new) in [(5u32, 5u32, 9u32), (5, 6, 5)] {
        Case::new(a, e)
            .s64(2, BASE)
            .s(8, 9)
            .s(9, cmp)
            .init(move |w| w.mem.map(BASE, words(&[old])).unwrap())
            .i(glc(smem(a, S_ATOMIC_CMPSWAP, 8, 2, 0)))
            .want_s(8, old)
            .want(move |w| w.mem.regions[0].data = std::sync::Arc::new(words(&[new])))
            .check();
    }
    Case::new(a, e)
        .s64(2, BASE)
        .s64(8, 0x1_0000_0009)
        .s64(10, 0x2_0000_0005)
        .init(|w| w.mem.map(BASE, words(&[5, 2])).unwrap())
        .i(glc(smem(a, S_ATOMIC_CMPSWAP_X2, 8, 2, 0)))
        .want_s64(8, 0x2_0000_0005)
        .want(|w| w.mem.regions[0].data = std::sync::Arc::new(words(&[9, 1])))
        .check();
});
matrix!(s_atomics_64, gfx9, |a, e| {
    let run = |op: Opcode, old: u64, data: u64, new: u64| {
        Case::new(a, e)
            .s64(2, BASE)
            .s64(8, data)
            .init(move |w| {
                w.mem
                    .map(BASE, words(&[old as u32, (old >> 32) as u32]))
                    .unwrap()
            })
            .i(glc(smem(a, op, 8, 2, 0)))
            .want_s64(8, old)
            .want(move |w| {
                w.mem.regions[0].data =
                    std::sync::Arc::new(words(&[new as u32, (new >> 32) as u32]))
            })
            .check();
    };
    run(S_ATOMIC_SWAP_X2, 1, 0x5_0000_0000, 0x5_0000_0000);
    run(S_ATOMIC_ADD_X2, 0xFFFF_FFFF, 1, 0x1_0000_0000);
    run(S_ATOMIC_SUB_X2, 0, 1, u64::MAX);
    run(S_ATOMIC_SMIN_X2, 1, u64::MAX, u64::MAX);
    run(S_ATOMIC_UMIN_X2, 1, u64::MAX, 1);
    run(S_ATOMIC_SMAX_X2, 1, u64::MAX, 1);
    run(S_ATOMIC_UMAX_X2, 1, u64::MAX, u64::MAX);
    run(
        S_ATOMIC_AND_X2,
        0xFF_0000_00FF,
        0xF0_0000_000F,
        0xF0_0000_000F,
    );
    run(S_ATOMIC_OR_X2, 0xF0_0000_0000, 0xF, 0xF0_0000_000F);
    run(S_ATOMIC_XOR_X2, 0xFF, 0x1_0000_00F0, 0x1_0000_000F);
    run(S_ATOMIC_INC_X2, 0xFFFF_FFFF, 0x1_0000_0000, 0x1_0000_0000);
    run(S_ATOMIC_DEC_X2, 0, 7, 7);
});
matrix!(s_buffer_atomics, gfx9, |a, e| {
    let run = |op: Opcode, old: u32, data: u32, new: u32| {
        Case::new(a, e)
            .s(4, BASE as u32)
            .s(6, 16)
            .s(8, data)
            .s(9, 0)
            .init(move |w| w.mem.map(BASE, words(&[0, old])).unwrap())
            .i(glc(smem(a, op, 8, 4, 4)))
            .want_s(8, old)
            .want(move |w| w.mem.regions[0].data = std::sync::Arc::new(words(&[0, new])))
            .check();
    };
    for (op, old, data, new) in [
        (S_BUFFER_ATOMIC_SWAP, 1, 2, 2),
        (S_BUFFER_ATOMIC_CMPSWAP, 0, 2, 2),
        (S_BUFFER_ATOMIC_ADD, 1, 2, 3),
        (S_BUFFER_ATOMIC_SUB, 1, 2, 0xFFFF_FFFF),
        (S_BUFFER_ATOMIC_SMIN, 1, 0xFFFF_FFFE, 0xFFFF_FFFE),
        (S_BUFFER_ATOMIC_UMIN, 1, 0xFFFF_FFFE, 1),
        (S_BUFFER_ATOMIC_SMAX, 1, 0xFFFF_FFFE, 1),
        (S_BUFFER_ATOMIC_UMAX, 1, 0xFFFF_FFFE, 0xFFFF_FFFE),
        (S_BUFFER_ATOMIC_AND, 6, 3, 2),
        (S_BUFFER_ATOMIC_OR, 6, 3, 7),
        (S_BUFFER_ATOMIC_XOR, 6, 3, 5),
        (S_BUFFER_ATOMIC_INC, 3, 3, 0),
        (S_BUFFER_ATOMIC_DEC, 3, 3, 2),
    ] {
        run(op, old, data, new);
    }
    for (op, old, data, new) in [
        (S_BUFFER_ATOMIC_SWAP_X2, 1u64, 2u64, 2u64),
        (S_BUFFER_ATOMIC_ADD_X2, 0xFFFF_FFFF, 1, 0x1_0000_0000),
        (S_BUFFER_ATOMIC_SUB_X2, 0, 1, u64::MAX),
        (S_BUFFER_ATOMIC_SMIN_X2, 1, u64::MAX, u64::MAX),
        (S_BUFFER_ATOMIC_UMIN_X2, 1, u64::MAX, 1),
        (S_BUFFER_ATOMIC_SMAX_X2, 1, u64::MAX, 1),
        (S_BUFFER_ATOMIC_UMAX_X2, 1, u64::MAX, u64::MAX),
        (S_BUFFER_ATOMIC_AND_X2, 6, 3, 2),
        (S_BUFFER_ATOMIC_OR_X2, 6, 3, 7),
        (S_BUFFER_ATOMIC_XOR_X2, 6, 3, 5),
        (S_BUFFER_ATOMIC_INC_X2, 3, 3, 0),
        (S_BUFFER_ATOMIC_DEC_X2, 3, 3, 2),
    ] {
        Case::new(a, e)
            .s(4, BASE as u32)
            .s(6, 16)
            .s64(8, data)
            .init(move |w| {
                w.mem
                    .map(BASE, words(&[0, 0, old as u32, (old >> 32) as u32]))
                    .unwrap()
            })
            .i(glc(smem(a, op, 8, 4, 8)))
            .want_s64(8, old)
            .want(move |w| {
                w.mem.regions[0].data =
                    std::sync::Arc::new(words(&[0, 0, new as u32, (new >> 32) as u32]))
            })
            .check();
    }
    // CMPSWAP_X2: data s[8:9], compare s[10:11].
    Case::new(a, e)
        .s(4, BASE as u32)
        .s(6, 16)
        .s64(8, 0x7_0000_0007)
        .s64(10, 0x1_0000_0001)
        .init(|w| w.mem.map(BASE, words(&[1, 1])).unwrap())
        .i(glc(smem(a, S_BUFFER_ATOMIC_CMPSWAP_X2, 8, 4, 0)))
        .want_s64(8, 0x1_0000_0001)
        .want(|w| w.mem.regions[0].data = std::sync::Arc::new(words(&[7, 7])))
        .check();
    // Out of range (num_records 4, offset 4): no access, returns 0.
    Case::new(a, e)
        .s(4, BASE as u32)
        .s(6, 4)
        .s(8, 5)
        .init(|w| w.mem.map(BASE, words(&[0, 1])).unwrap())
        .i(glc(smem(a, S_BUFFER_ATOMIC_ADD, 8, 4, 4)))
        .want_s(8, 0)
        .check();
});
matrix!(s_scratch, gfx9, |a, e| {
    let mut want = image();
    want[0x04..0x08].copy_from_slice(&0x99u32.to_le_bytes());
    with_image(Case::new(a, e))
        .s(4, 0)
        .s(20, 0x99)
        .i(smem(a, S_SCRATCH_LOAD_DWORD, 8, 2, 0x10))
        .i(smem(a, S_SCRATCH_LOAD_DWORDX2, 10, 2, 0x18))
        .i(smem(a, S_SCRATCH_LOAD_DWORDX4, 12, 2, 0x20))
        .i(smem(a, S_SCRATCH_STORE_DWORD, 20, 2, 0x4))
        .i(smem(a, S_SCRATCH_STORE_DWORDX2, 20, 2, 0x4))
        .want_s(8, dw(4))
        .want_s(10, dw(6))
        .want_s(11, dw(7))
        .want_s(12, dw(8))
        .want_s(13, dw(9))
        .want_s(14, dw(10))
        .want_s(15, dw(11))
        .want(move |w| {
            let mut m = want.clone();
            m[0x08..0x0C].copy_from_slice(&0u32.to_le_bytes());
            w.mem.regions[0].data = std::sync::Arc::new(m)
        })
        .check();
    // A register offset counts 64-byte units.
    with_image(Case::new(a, e))
        .s64(2, BASE - 64)
        .s(4, 1)
        .i(smem_reg(a, S_SCRATCH_LOAD_DWORD, 8, 2, 4))
        .want_s(8, dw(0))
        .check();
    let mut want = image();
    want[0x0..0x10].copy_from_slice(&words(&[1, 2, 3, 4]));
    with_image(Case::new(a, e))
        .s(8, 1)
        .s(9, 2)
        .s(10, 3)
        .s(11, 4)
        .i(smem(a, S_SCRATCH_STORE_DWORDX4, 8, 2, 0))
        .want(move |w| w.mem.regions[0].data = std::sync::Arc::new(want.clone()))
        .check();
});
matrix!(s_memtime_counts_instructions, all, |a, e| {
    let mut t = Instruction::new(a, S_MEMTIME);
    t.sdst = 8;
    Case::new(a, e)
        .i(sopp(a, S_NOP, 0))
        .i(sopp(a, S_NOP, 0))
        .i(t)
        .want_s64(8, 2)
        .check();
});
matrix!(s_memrealtime_and_cache_ops, gfx8plus, |a, e| {
    let mut t = Instruction::new(a, S_MEMREALTIME);
    t.sdst = 8;
    let mut c = with_image(Case::new(a, e)).i(t);
    for op in [S_DCACHE_INV, S_DCACHE_WB, S_DCACHE_INV_VOL, S_DCACHE_WB_VOL] {
        c = c.i(Instruction::new(a, op));
    }
    c = c
        .i(smem(a, S_ATC_PROBE, 0, 2, 0))
        .i(smem(a, S_ATC_PROBE_BUFFER, 0, 4, 0));
    if a == Arch::Gfx9 {
        c = c
            .i(smem(a, S_DCACHE_DISCARD, 0, 2, 0))
            .i(smem(a, S_DCACHE_DISCARD_X2, 0, 2, 0));
    }
    c.want_s64(8, 0).check();
});
matrix!(s_dcache_inv_gfx67, gfx67, |a, e| {
    let mut c = Case::new(a, e).i(Instruction::new(a, S_DCACHE_INV));
    if a == Arch::Gfx7 {
        c = c.i(Instruction::new(a, S_DCACHE_INV_VOL));
    }
    c.check();
});
