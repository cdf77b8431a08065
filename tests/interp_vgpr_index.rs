//! VGPR indexing (docs/semantics.md, "VGPR indexing"): `v_movrels_b32`,
//! `v_movreld_b32` and `v_movrelsd_b32` add M0 to their VGPR operand(s) on
//! gfx6-gfx8; gfx8/gfx9's GPR index mode (`s_set_gpr_idx_on`) adds
//! M0[7:0] to the VGPR operands its mode bits enable until
//! `s_set_gpr_idx_off` (AMD's GCN3 and Vega manuals). Expected values by
//! hand.

mod vector_run;

use gcnjit::{Arch, ErrorKind, Status, Wave};

/// Runs `body` on every engine (tests/vector_run) with 16 VGPRs, v`r`
/// holding `100 * r + lane` at the start, and `exec`.
fn run(arch: Arch, body: &str, exec: u64) -> (Wave, Status) {
    vector_run::run_all(arch, body, |w| {
        w.vgpr.set_limit(16);
        for r in 0..16 {
            vector_run::lanes(w, r, |l| 100 * r as u32 + l as u32);
        }
        w.state.set_exec(exec);
    })
}

fn v(r: u32, l: usize) -> u32 {
    100 * r + l as u32
}

#[test]
fn movrel_adds_m0_to_the_vgpr_operands() {
    let body = "s_mov_b32 m0, 3\nv_movrels_b32 v0, v2\nv_movreld_b32 v1, v9\n\
                s_mov_b32 m0, 2\nv_movrelsd_b32 v6, v10\nv_movreld_b32 v7, 5";
    // gfx9 has no v_movrel* (its GPR index mode replaces them).
    for arch in [Arch::Gfx6, Arch::Gfx7, Arch::Gfx8] {
        let (w, s) = run(arch, body, 0xFFFF_FFFF_0000_FFFF);
        assert_eq!(s, Status::Endpgm, "{arch:?}");
        for l in [0usize, 15, 32, 63] {
            let on = !(16..32).contains(&l);
            let keep = |r| w.vgpr.get(r as usize, l) == v(r, l);
            assert_eq!(
                w.vgpr.get(0, l),
                if on { v(5, l) } else { v(0, l) },
                "{arch:?}"
            );
            assert_eq!(w.vgpr.get(4, l), if on { v(9, l) } else { v(4, l) });
            // movrelsd: v[6 + 2] = v[10 + 2].
            assert_eq!(w.vgpr.get(8, l), if on { v(12, l) } else { v(8, l) });
            // movreld with a constant source: v[7 + 2] = 5.
            assert_eq!(w.vgpr.get(9, l), if on { 5 } else { v(9, l) });
            assert!(keep(1) && keep(2) && keep(6) && keep(7), "{arch:?}");
        }
    }
}

#[test]
fn movrel_past_the_allocation_is_an_illegal_operand() {
    let (w, s) = run(
        Arch::Gfx8,
        "s_mov_b32 m0, 14\nv_movrels_b32 v0, v2",
        u64::MAX,
    );
    match s {
        Status::Error(e) => assert_eq!(e.kind, ErrorKind::IllegalOperand, "{}", e.message),
        s => panic!("{s:?}"),
    }
    assert_eq!(w.vgpr.get(0, 0), 0, "nothing written");
}

#[test]
fn gpr_index_mode_shifts_the_enabled_operands() {
    // Index 2 on SRC0 and DST: v[1+2] = v[2+2] + v3 (SRC1 not indexed);
    // then the index becomes 3 and the mode SRC1 only: v5 = v6 | v[0+3];
    // after s_set_gpr_idx_off nothing is indexed.
    let body = |add: &str| {
        format!(
            "s_mov_b32 m0, 0x12340000\ns_mov_b32 s0, 2\ns_set_gpr_idx_on s0, gpr_idx(SRC0,DST)\n\
             {add}\ns_mov_b32 s1, 3\ns_set_gpr_idx_idx s1\ns_set_gpr_idx_mode gpr_idx(SRC1)\n\
             v_or_b32 v5, v6, v0\ns_set_gpr_idx_off\nv_mov_b32 v10, v2\ns_mov_b32 s2, m0"
        )
    };
    for (arch, add) in [
        (Arch::Gfx8, "v_add_u32 v1, vcc, v2, v3"),
        (Arch::Gfx9, "v_add_u32 v1, v2, v3"),
    ] {
        let (w, s) = run(arch, &body(add), u64::MAX);
        assert_eq!(s, Status::Endpgm, "{arch:?}");
        for l in [0usize, 63] {
            assert_eq!(w.vgpr.get(3, l), v(4, l) + v(3, l), "{arch:?}");
            assert_eq!(w.vgpr.get(1, l), v(1, l), "{arch:?}: v1 untouched");
            // v[0+3] is the v3 the add wrote.
            assert_eq!(w.vgpr.get(5, l), v(6, l) | (v(4, l) + v(3, l)), "{arch:?}");
            assert_eq!(w.vgpr.get(10, l), v(2, l), "{arch:?}: mode off");
        }
        // M0: index 3 in bits 7:0, mode SRC1 (bit 13), the rest kept.
        assert_eq!(w.state.sgpr[2], 0x1234_2003, "{arch:?}");
    }
}
