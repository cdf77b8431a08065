//! Hooks for generated cases, so that the engines are also compared on the
//! paths that hand an instruction to a hook: a trap without a handler, a
//! message, a scalar access outside mapped memory, a vector word in the
//! code. Every answer depends only on the hook's arguments (and the registers
//! it is shown), as `Engine::Both` needs.

use crate::hooks::{Action, Hooks, MemKind, MemReply, WaveView};
use crate::isa::vector::{self, VectorFamily};
use crate::isa::Arch;
use crate::state::Wave;
use std::sync::Arc;

/// The hooks of a generated case.
#[derive(Debug, Default)]
pub struct FuzzHooks;

impl Hooks for FuzzHooks {
    /// Serves unmapped dwords whose address has bit 8 set (a device in
    /// every other 256-byte page): loads read a function of the address,
    /// stores are taken and dropped. Other dwords fault.
    fn on_memory(&self, addr: u64, kind: MemKind, data: &mut [u32]) -> MemReply {
        if addr & 0x100 == 0 {
            return MemReply::Fault;
        }
        if matches!(kind, MemKind::Load | MemKind::AtomicLoad) {
            for (i, d) in data.iter_mut().enumerate() {
                *d = (addr as u32).wrapping_add(4 * i as u32).rotate_left(7) ^ 0x9E37_79B9;
            }
        }
        MemReply::Served
    }

    /// Emulates a vector word by its VDST field `v` (VINTRP bits 25:18):
    /// `v & 15 == 15` stops the wave (the `unsupported` error); `v & 0x30 ==
    /// 0` skips it; otherwise s(8 + v&7) gains 1 + the word's low byte, SCC
    /// flips when `v & 8`, and the wave continues after the word.
    fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, words: &[u32]) -> Action {
        let word = words.first().copied().unwrap_or(0);
        let v = (word >> 18) & 0xFF;
        let next = pc.wrapping_add(4 * words.len() as u64);
        if v & 15 == 15 {
            return Action::Stop;
        }
        if v & 0x30 != 0 {
            let r = 8 + (v & 7) as usize;
            let s = w.s(r).wrapping_add(1 + (word & 0xFF));
            w.set_s(r, s);
            if v & 8 != 0 {
                w.state.scc ^= 1;
            }
        }
        Action::Continue(next)
    }

    /// Adds the message to s16.
    fn on_message(&self, w: &mut WaveView<'_>, _pc: u64, simm16: u16, m0: u32) {
        let v = w.s(16).wrapping_add(simm16 as u32 ^ m0);
        w.set_s(16, v);
    }

    /// An even trap id continues after the trap with s8+(id&7) changed and
    /// SCC flipped; an odd one stops the wave (the `trap` error).
    fn on_trap(&self, w: &mut WaveView<'_>, pc: u64, id: u8) -> Action {
        if id & 1 != 0 {
            return Action::Stop;
        }
        let r = 8 + (id & 7) as usize;
        let v = w.s(r) ^ (0xA5A5_0000 | id as u32);
        w.set_s(r, v);
        w.state.scc ^= 1;
        Action::Continue(pc + 4)
    }
}

/// Installs [`FuzzHooks`] on a generated wave when its (random) HW_ID has
/// its low two bits clear: a quarter of the cases, chosen without drawing
/// from the generator's random stream, so the programs of every seed stay
/// as they were.
pub fn maybe_install(w: &mut Wave) {
    if w.state.hwreg[crate::state::hwreg::HW_ID] & 3 == 0 {
        w.hooks.set(Arc::new(FuzzHooks));
    }
}

/// Whether a generated case with this initial wave has vector words in its
/// program: half of the cases with hooks (HW_ID bits 2:0 = 0b100), again
/// without a draw from the random stream.
pub fn vector_words_in(w: &Wave) -> bool {
    w.state.hwreg[crate::state::hwreg::HW_ID] & 7 == 4
}

/// The vector word that stands in for item `k` of a case whose HW_ID is
/// `hw_id`, or `None` for about five items in six. A one-word VINTRP
/// encoding (`v_interp_p1_f32`/`v_interp_p2_f32`: graphics-only, so no
/// engine executes it and the hook emulates it on every generation), drawn
/// from a hash of the two numbers so that it is the same on every run.
pub fn vector_word(arch: Arch, hw_id: u32, k: usize) -> Option<u32> {
    let mut h = (hw_id as u64) << 32 ^ k as u64 ^ 0x9E37_79B9_7F4A_7C15;
    h ^= h >> 30;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^= h >> 27;
    h = h.wrapping_mul(0x94D0_49BB_1331_11EB);
    h ^= h >> 31;
    if !h.is_multiple_of(6) {
        return None;
    }
    let h = (h >> 8) as u32;
    let prefix: u32 = if arch >= Arch::Gfx8 { 0x35 } else { 0x32 };
    let w = prefix << 26
        | ((h >> 1) & 0xFF) << 18
        | (h & 1) << 16
        | ((h >> 9) & 0x3F) << 10
        | ((h >> 15) & 3) << 8
        | (h >> 17) & 0xFF;
    vector::decode(arch, &[w])
        .is_some_and(|v| v.len_words == 1 && v.family == VectorFamily::Vintrp)
        .then_some(w)
}
