//! Hooks for generated cases, so that the engines are also compared on the
//! paths that hand an instruction to a hook: a trap without a handler, a
//! message, a scalar access outside mapped memory. Every answer depends only
//! on the hook's arguments (and the registers it is shown), as `Engine::Both`
//! needs.

use crate::hooks::{Action, Hooks, MemKind, MemReply, WaveView};
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
