//! Relative VGPR addressing (docs/semantics.md, "VGPR indexing"):
//! `v_movrels/movreld/movrelsd_b32` add M0 to their VGPR source and/or
//! destination; gfx8/gfx9's GPR index mode (`s_set_gpr_idx_on`, MODE bit 27)
//! adds M0[7:0] to the VGPR operands M0[15:12] enables in every VALU
//! instruction until `s_set_gpr_idx_off`.

use super::ctx::{Ctx, Res};
use crate::isa::shape::{Ty, VopShape};
use crate::isa::vop::Fields;
use crate::isa::Arch;
use crate::state::{hwreg, Wave};

/// MODE.GPR_IDX_EN.
const MODE_GPR_IDX_EN: u32 = 1 << 27;

/// `code + by` for a VGPR operand code (256 + n); a register past v255
/// becomes a code the VGPR check refuses (`illegal_operand`).
fn shifted(code: u16, by: u32) -> u16 {
    (code as u32).saturating_add(by).min(u16::MAX as u32) as u16
}

/// Whether GPR index mode (`s_set_gpr_idx_on`, gfx8+) moves VGPR operands.
#[inline(always)]
pub(super) fn index_mode_on(w: &Wave) -> bool {
    let st = &w.state;
    st.arch >= Arch::Gfx8 && st.hwreg[hwreg::MODE] & MODE_GPR_IDX_EN != 0
}

/// Applies the GPR index mode to the instruction's fields: M0[7:0] is
/// added to SRC0, SRC1, SRC2 (when M0 bit 12, 13, 14 is set and the source
/// is a VGPR) and to a VGPR destination (bit 15).
pub(super) fn index_mode(w: &Wave, s: &VopShape, f: &mut Fields) {
    if !index_mode_on(w) {
        return;
    }
    let st = &w.state;
    let m0 = st.m0();
    let idx = m0 & 0xFF;
    for (i, src) in f.src.iter_mut().enumerate() {
        if m0 >> (12 + i) & 1 != 0 && *src >= 256 {
            *src = shifted(*src, idx);
        }
    }
    let vgpr_dst = !matches!(s.dst, Ty::None | Ty::Mask | Ty::Sgpr);
    if m0 >> 15 & 1 != 0 && vgpr_dst {
        f.vdst = shifted(256 + f.vdst, idx) - 256;
    }
}

/// `v_movrels_b32` (`src`: D = VGPR[S0 + M0]), `v_movreld_b32` (`dst`:
/// VGPR[D + M0] = S0) and `v_movrelsd_b32` (both); a VGPR past the
/// allocation is `illegal_operand`.
pub(super) fn movrel(c: &mut Ctx, src: bool, dst: bool) -> Res<()> {
    let m0 = c.w.state.m0();
    if src && c.f.src[0] >= 256 {
        c.f.src[0] = shifted(c.f.src[0], m0);
    }
    if dst {
        c.f.vdst = shifted(256 + c.f.vdst, m0) - 256;
    }
    c.v1(|a| a)
}
