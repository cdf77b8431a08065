//! Scalar loads in compiled code: inline inside the memory window, through
//! the helper elsewhere (first load of a run, other regions, a buffer bound,
//! a fault). Expected values are worked out by hand from the memory images;
//! every run must also equal the interpreter's, at every step limit where
//! the program is short.

mod common;

use common::run_checked;
use gcnjit::{Arch, ErrorKind, Status, Wave};

const A: u64 = 0x1_0000;
const B: u64 = 0x9_0000;

/// Little-endian bytes of `words`.
fn bytes(words: impl IntoIterator<Item = u32>) -> Vec<u8> {
    words.into_iter().flat_map(u32::to_le_bytes).collect()
}

/// Sums s0 blocks of four dwords from s[2:3] into s6.
const SUM: &str = "
    s_mov_b32 s6, 0
loop:
    s_load_dwordx4 s[8:11], s[2:3], 0x0
    s_waitcnt lgkmcnt(0)
    s_add_u32 s6, s6, s8
    s_add_u32 s6, s6, s9
    s_add_u32 s6, s6, s10
    s_add_u32 s6, s6, s11
    s_add_u32 s2, s2, 16
    s_addc_u32 s3, s3, 0
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
";

#[test]
fn loop_over_a_region_reads_every_dword() {
    // 64 dwords 1..=64: sum = 64 * 65 / 2 = 2080.
    let mut w = Wave::new(Arch::Gfx9);
    w.mem.map(A, bytes(1..=64)).unwrap();
    w.state.sgpr[0] = 16;
    w.state.sgpr[2] = A as u32;
    let (o, w, j) = run_checked(SUM, &w, 40);
    assert_eq!(o.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[6], 2080);
    assert_eq!(j.stats().interp_steps, 0);
}

#[test]
fn load_running_off_the_end_of_a_region_faults_at_its_pc() {
    // 10 dwords mapped: blocks 0 and 1 load fine (sum of 1..=8 = 36), block 2
    // covers dwords 8..12 of which 10 and 11 are unmapped: a memory fault at
    // the load (PC 4) after 1 + 2 * 11 completed instructions (the loop is
    // 11 long), s6 = 36.
    let mut w = Wave::new(Arch::Gfx9);
    w.mem.map(A, bytes(1..=10)).unwrap();
    w.state.sgpr[0] = 5;
    w.state.sgpr[2] = A as u32;
    let (o, w, _) = run_checked(SUM, &w, 40);
    match &o.status {
        Status::Error(e) => assert_eq!((e.kind, e.pc), (ErrorKind::Memory, 4)),
        s => panic!("expected a memory fault, got {s:?}"),
    }
    assert_eq!(o.steps, 1 + 2 * 11);
    assert_eq!(w.state.sgpr[6], 36);
}

#[test]
fn loads_alternating_between_two_regions() {
    // Each iteration loads one dword from A (10, 20, 30) and one from B
    // (1, 2, 3): s6 = 60 + 6 = 66.
    let src = "
        s_mov_b32 s6, 0
    loop:
        s_load_dword s8, s[2:3], 0x0
        s_load_dword s9, s[4:5], 0x0
        s_add_u32 s6, s6, s8
        s_add_u32 s6, s6, s9
        s_add_u32 s2, s2, 4
        s_add_u32 s4, s4, 4
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        s_cbranch_scc1 loop
        s_endpgm
    ";
    let mut w = Wave::new(Arch::Gfx9);
    w.mem.map(A, bytes([10, 20, 30])).unwrap();
    w.mem.map(B, bytes([1, 2, 3])).unwrap();
    w.state.sgpr[0] = 3;
    w.state.sgpr[2] = A as u32;
    w.state.sgpr[4] = B as u32;
    let (o, w, _) = run_checked(src, &w, 40);
    assert_eq!(o.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[6], 66);
}

#[test]
fn load_after_an_interpreted_store_sees_the_store() {
    // Each iteration loads the dword, then stores s5 (7, 8, 9) over it. The
    // store runs in the interpreter, and its first write copies the region
    // (the starting wave shares it), moving its bytes; the compiled load of
    // the next iteration must read the new copy: loads 0, 7, 8, s6 = 15.
    let src = "
        s_mov_b32 s6, 0
        s_mov_b32 s5, 7
    loop:
        s_load_dword s8, s[2:3], 0x0
        s_waitcnt lgkmcnt(0)
        s_add_u32 s6, s6, s8
        s_store_dword s5, s[2:3], 0x0
        s_add_u32 s5, s5, 1
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        s_cbranch_scc1 loop
        s_endpgm
    ";
    let mut w = Wave::new(Arch::Gfx9);
    w.mem.map(A, bytes([0])).unwrap();
    w.state.sgpr[0] = 3;
    w.state.sgpr[2] = A as u32;
    let (o, w, j) = run_checked(src, &w, 40);
    assert_eq!(o.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[6], 15);
    assert!(j.stats().fallbacks >= 3, "{:?}", j.stats());
}

#[test]
fn buffer_loads_inside_and_across_the_bound() {
    // Descriptor s[16:19]: base A, stride 0, num_records 24 bytes. Offsets 0,
    // 8, 16 load [1,2,3,4], [3,4,5,6] and [5,6,0,0] (bytes 24.. are past the
    // bound and read 0 although mapped): s6 = 10 + 18 + 11 = 39.
    let src = "
        s_mov_b32 s6, 0
        s_mov_b32 s12, 0
    loop:
        s_buffer_load_dwordx4 s[8:11], s[16:19], s12
        s_waitcnt lgkmcnt(0)
        s_add_u32 s6, s6, s8
        s_add_u32 s6, s6, s9
        s_add_u32 s6, s6, s10
        s_add_u32 s6, s6, s11
        s_add_u32 s12, s12, 8
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        s_cbranch_scc1 loop
        s_endpgm
    ";
    let mut w = Wave::new(Arch::Gfx9);
    w.mem.map(A, bytes(1..=8)).unwrap();
    w.state.sgpr[0] = 3;
    w.state.sgpr[16] = A as u32;
    w.state.sgpr[18] = 24;
    let (o, w, _) = run_checked(src, &w, 60);
    assert_eq!(o.status, Status::Endpgm);
    assert_eq!(w.state.sgpr[6], 39);
}
