//! M0-relative moves inside compiled regions: `s_movrels*` reads and
//! `s_movreld*` writes go through the wave state in memory, with the SGPRs
//! the region names stored before and reloaded after. Expected values are
//! worked out by hand; every run must also equal the interpreter's at every
//! step limit.

mod common;

use common::clif;
use gcnjit::jit::Jit;
use gcnjit::{Arch, Wave};

fn run(src: &str, start: &Wave) -> (Wave, Jit) {
    let (_, w, j) = common::run_checked(src, start, u64::MAX);
    (w, j)
}

#[test]
fn register_first_read_after_a_relative_write_sees_it() {
    // s_movreld_b32 s0 with M0 = 7 writes s7 = 0x55; s7 is first named by the
    // move after it, so s8 = 0x55 (not the 0 s7 held on entry).
    let src = "
        s_mov_b32 m0, 7
        s_mov_b32 s1, 0x55
        s_movreld_b32 s0, s1
        s_mov_b32 s8, s7
        s_endpgm
    ";
    let (w, j) = run(src, &Wave::new(Arch::Gfx9));
    assert_eq!((w.state.sgpr[7], w.state.sgpr[8]), (0x55, 0x55));
    assert_eq!(j.stats().interp_steps, 0, "the region was not compiled");
}

#[test]
fn relative_read_sees_writes_from_later_blocks_of_a_loop() {
    // Each iteration reads s[M0 + 4] = s5 (M0 = 1), then the block after the
    // read, reached again through the back edge, adds 10 to s5:
    // iteration reads 100, 110, 120 -> s6 = 330; s5 ends at 130.
    let src = "
        s_mov_b32 m0, 1
        s_mov_b32 s5, 100
        s_mov_b32 s6, 0
        s_mov_b32 s0, 3
    top:
        s_movrels_b32 s2, s4
        s_add_u32 s6, s6, s2
        s_cmp_eq_u32 s0, 99
        s_cbranch_scc1 top
        s_add_u32 s5, s5, 10
        s_sub_u32 s0, s0, 1
        s_cmp_lg_u32 s0, 0
        s_cbranch_scc1 top
        s_endpgm
    ";
    let (w, j) = run(src, &Wave::new(Arch::Gfx9));
    assert_eq!((w.state.sgpr[6], w.state.sgpr[5]), (330, 130));
    assert_eq!(j.stats().interp_steps, 0, "the region was not compiled");
}

#[test]
fn relative_write_over_a_register_held_in_a_variable() {
    // s3 is computed in the region (3 * 7 = 21), then overwritten through
    // s_movreld_b64 s[0:1] with M0 = 2, which writes s[2:3] = s[10:11]
    // = (0x1111, 0x2222); the add after it must use the new s3:
    // s4 = 0x2222 + 1.
    let src = "
        s_mov_b32 s3, 3
        s_mul_i32 s3, s3, 7
        s_mov_b32 m0, 2
        s_movreld_b64 s[0:1], s[10:11]
        s_add_u32 s4, s3, 1
        s_endpgm
    ";
    let mut start = Wave::new(Arch::Gfx9);
    start.state.sgpr[10] = 0x1111;
    start.state.sgpr[11] = 0x2222;
    let (w, j) = run(src, &start);
    assert_eq!(
        (w.state.sgpr[2], w.state.sgpr[3], w.state.sgpr[4]),
        (0x1111, 0x2222, 0x2223)
    );
    assert_eq!(j.stats().interp_steps, 0, "the region was not compiled");
    // Only the registers the region names move between memory and
    // variables, not the whole SGPR file.
    let clif = clif(&j);
    let loads = clif.matches("load.i32").count();
    assert!(loads < 40, "{loads} dword loads:\n{clif}");
}
