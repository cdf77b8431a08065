//! Hooks: how an embedder handles what gcnjit does not execute itself.
//!
//! A wave carries an optional [`Hooks`] object ([`Wave::hooks`]). Both engines
//! call it at the same points with the same arguments, because the JIT leaves
//! a region before every instruction a hook may handle (a vector word, a trap,
//! a message, a scalar access outside mapped memory) and has the interpreter
//! run that one instruction with every register written back; compiled code
//! is entered again after it. What a hook changes in the registers (SGPRs,
//! EXEC, VCC, M0, SCC, the PC it names) is what the next instruction sees on
//! either engine.
//!
//! Every method has a default that does what gcnjit does without hooks, so an
//! implementation overrides only what it handles:
//!
//! ```
//! use gcnjit::hooks::{Action, Hooks, WaveView};
//! use gcnjit::{Arch, Limits, Program, Status, Wave};
//! use std::sync::atomic::{AtomicU64, Ordering};
//! use std::sync::Arc;
//!
//! /// Treats every instruction gcnjit does not execute as "add 1 to s7"
//! /// and skips it.
//! #[derive(Default)]
//! struct CountVector(AtomicU64);
//! impl Hooks for CountVector {
//!     fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, _words: &[u32]) -> Action {
//!         self.0.fetch_add(1, Ordering::Relaxed);
//!         w.state.sgpr[7] += 1;
//!         Action::Continue(pc + 4)
//!     }
//! }
//!
//! // s_mov_b32 s7, 0; v_interp_mov_f32_e32 v0, p10, attr0.x (graphics-only,
//! // not executed); s_endpgm
//! let program = Program::new(Arch::Gfx9, 0, vec![0xbe870080, 0xd4020000, 0xbf810000]);
//! let hooks = Arc::new(CountVector::default());
//! let mut wave = Wave::new(Arch::Gfx9);
//! wave.hooks.set(hooks.clone());
//! let out = gcnjit::interp::run(&program, &mut wave, &Limits::default());
//! assert_eq!(out.status, Status::Endpgm);
//! assert_eq!(out.steps, 3); // a handled word counts as an instruction
//! assert_eq!(wave.state.sgpr[7], 1);
//! assert_eq!(hooks.0.load(Ordering::Relaxed), 1);
//! ```
//!
//! With `Engine::Both` each engine calls the hooks for its own run, so a hook
//! runs twice per event there; hooks whose effects depend only on their
//! arguments (as a device model's registers should) give both runs the same
//! answers.

#![deny(missing_docs)]

use crate::program::Program;
use crate::run::ErrorKind;
use crate::state::{Memory, Wave, WaveState};
use std::sync::Arc;

/// What the wave does after a hook handled an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The instruction completed (it counts as one step); run on at this PC.
    Continue(u64),
    /// The wave ends with the error gcnjit reports without a hook (kind
    /// `unsupported` for a vector word, `trap` for a trap), at the
    /// instruction's PC, which is not counted.
    Stop,
}

/// The kind of a scalar memory access a hook is asked to serve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemKind {
    /// A load (`s_load_*`, `s_buffer_load_*`, `s_scratch_load_*`): fill `data`.
    Load,
    /// A store: `data` holds the dwords to store.
    Store,
    /// The read half of an atomic: fill `data` with the old value.
    AtomicLoad,
    /// The write half of an atomic: `data` holds the new value.
    AtomicStore,
}

impl MemKind {
    /// The name Python and C use for the kind.
    pub fn name(self) -> &'static str {
        match self {
            MemKind::Load => "load",
            MemKind::Store => "store",
            MemKind::AtomicLoad => "atomic_load",
            MemKind::AtomicStore => "atomic_store",
        }
    }
}

/// A hook's answer to a memory access outside mapped memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemReply {
    /// The hook served the access (filled `data` for a load).
    Served,
    /// The access faults with kind `memory`, as without a hook.
    Fault,
}

/// The wave as a hook sees it: its registers and its mapped memory.
#[derive(Debug)]
pub struct WaveView<'a> {
    /// The register file; `state.pc` is the PC of the handled instruction.
    pub state: &'a mut WaveState,
    /// The wave's mapped memory.
    pub mem: &'a mut Memory,
    /// The wave's VGPRs: a hook that emulates a vector instruction reads
    /// its sources and writes its results here (lanes of EXEC only, as the
    /// hardware would).
    pub vgpr: &'a mut crate::state::Vgprs,
}

impl WaveView<'_> {
    /// SGPR `i` (any operand code below 128: VCC is 106, M0 124, EXEC 126).
    pub fn s(&self, i: usize) -> u32 {
        self.state.sgpr[i & 127]
    }
    /// Writes SGPR `i`.
    pub fn set_s(&mut self, i: usize, v: u32) {
        self.state.sgpr[i & 127] = v;
    }
}

/// Callbacks for what gcnjit does not execute itself. Every method has a
/// default that behaves as gcnjit does without hooks.
///
/// Hooks are shared by the waves of a batch, which may run on several
/// threads, hence `Send + Sync`.
pub trait Hooks: Send + Sync {
    /// An instruction gcnjit does not execute (a vector instruction: the
    /// error kind `unsupported` without a hook) is at `pc`. `words` holds its
    /// words (one or two). The default stops the wave.
    fn on_unsupported(&self, wave: &mut WaveView<'_>, pc: u64, words: &[u32]) -> Action {
        let _ = (wave, pc, words);
        Action::Stop
    }

    /// A scalar load, store or atomic touches the dword at `addr` (4-aligned),
    /// which no mapped region holds; `data` is one dword (two for the halves of
    /// a 64-bit atomic), so the access is `4 * data.len()` bytes long. Called
    /// once per unmapped dword, before anything of the instruction is written
    /// to registers. The default faults.
    fn on_memory(&self, addr: u64, kind: MemKind, data: &mut [u32]) -> MemReply {
        let _ = (addr, kind, data);
        MemReply::Fault
    }

    /// `s_sendmsg` or `s_sendmsghalt` at `pc` ran (it is also logged in
    /// [`Wave::messages`]); the wave goes on (or halts, for
    /// `s_sendmsghalt`) after the call.
    fn on_message(&self, wave: &mut WaveView<'_>, pc: u64, simm16: u16, m0: u32) {
        let _ = (wave, pc, simm16, m0);
    }

    /// `s_trap trap_id` at `pc` with traps enabled (STATUS.TRAP_EN) and no
    /// handler (TBA = 0), which faults with kind `trap` by default.
    fn on_trap(&self, wave: &mut WaveView<'_>, pc: u64, trap_id: u8) -> Action {
        let _ = (wave, pc, trap_id);
        Action::Stop
    }
}

/// The hooks a wave carries; empty by default. Hooks are not part of a wave's
/// state: two waves compare equal whatever hooks they carry.
#[derive(Clone, Default)]
pub struct HookSlot(Option<Arc<dyn Hooks>>);

impl HookSlot {
    /// Installs `hooks`, replacing any.
    pub fn set(&mut self, hooks: Arc<dyn Hooks>) {
        self.0 = Some(hooks);
    }
    /// Removes the hooks.
    pub fn clear(&mut self) {
        self.0 = None;
    }
    /// The hooks, if any.
    pub fn get(&self) -> Option<&Arc<dyn Hooks>> {
        self.0.as_ref()
    }
    /// Replaces the hooks, returning the old ones.
    pub fn replace(&mut self, hooks: Option<Arc<dyn Hooks>>) -> Option<Arc<dyn Hooks>> {
        std::mem::replace(&mut self.0, hooks)
    }
}

impl PartialEq for HookSlot {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for HookSlot {}

impl std::fmt::Debug for HookSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "hooks"
        } else {
            "no hooks"
        })
    }
}

/// Reads the dword at `addr` for a scalar access: mapped memory, else the
/// wave's memory hook. `None` is a fault.
#[inline]
pub(crate) fn read_u32(mem: &Memory, hooks: &HookSlot, addr: u64, kind: MemKind) -> Option<u32> {
    match mem.read_u32(addr) {
        Some(v) => Some(v),
        None => {
            let h = hooks.get()?;
            let mut d = [0u32];
            (h.on_memory(addr, kind, &mut d) == MemReply::Served).then_some(d[0])
        }
    }
}

/// Reads the consecutive dwords at `addr` into `out`: a pair at an 8-aligned
/// address as one 64-bit access ([`Memory::read_u64`]), so that a 64-bit
/// load never sees half of another wave's 64-bit store; a dword no region
/// maps goes to the hook. `Err` holds the address of the dword that faults.
pub(crate) fn read_dwords(
    mem: &Memory,
    hooks: &HookSlot,
    addr: u64,
    out: &mut [u32],
    kind: MemKind,
) -> Result<(), u64> {
    read_paired(
        mem,
        addr,
        out,
        |m, a| m.read_u64(a),
        |m, a| read_u32(m, hooks, a, kind).ok_or(a),
    )
}

/// The order and pairing of a wide access's dwords (see [`read_dwords`]),
/// over any memory `m`: a pair at an 8-aligned address through `two` (one
/// 64-bit access; `None` sends the pair dword by dword), the others through
/// `one`, whose `Err` (the dword's address) ends the access.
#[inline(always)]
pub(crate) fn read_paired<M: ?Sized>(
    m: &M,
    addr: u64,
    out: &mut [u32],
    two: impl Fn(&M, u64) -> Option<u64>,
    one: impl Fn(&M, u64) -> Result<u32, u64>,
) -> Result<(), u64> {
    let mut k = 0;
    while k < out.len() {
        let a = addr.wrapping_add(4 * k as u64);
        if k + 1 < out.len() && a.is_multiple_of(8) {
            if let Some(v) = two(m, a) {
                out[k] = v as u32;
                out[k + 1] = (v >> 32) as u32;
                k += 2;
                continue;
            }
        }
        out[k] = one(m, a)?;
        k += 1;
    }
    Ok(())
}

/// Writes the consecutive dwords `vals` at `addr`, pairs as in
/// [`read_dwords`]; a dword no region maps goes to the hook. `Err` holds the
/// address of the first dword neither takes (the dwords before it are
/// written).
pub(crate) fn write_dwords(
    mem: &mut Memory,
    hooks: &HookSlot,
    addr: u64,
    vals: &[u32],
    kind: MemKind,
) -> Result<(), u64> {
    write_paired(
        mem,
        addr,
        vals,
        |m, a, v| m.write_u64(a, v),
        |m, a, v| {
            if m.write_u32(a, v).is_some() || store_unmapped(hooks, a, kind, v) {
                Ok(())
            } else {
                Err(a)
            }
        },
    )
}

/// [`read_paired`] for stores.
#[inline(always)]
pub(crate) fn write_paired<M: ?Sized>(
    m: &mut M,
    addr: u64,
    vals: &[u32],
    two: impl Fn(&mut M, u64, u64) -> Option<()>,
    one: impl Fn(&mut M, u64, u32) -> Result<(), u64>,
) -> Result<(), u64> {
    let mut k = 0;
    while k < vals.len() {
        let a = addr.wrapping_add(4 * k as u64);
        if k + 1 < vals.len() && a.is_multiple_of(8) {
            let v = vals[k] as u64 | (vals[k + 1] as u64) << 32;
            if two(m, a, v).is_some() {
                k += 2;
                continue;
            }
        }
        one(m, a, vals[k])?;
        k += 1;
    }
    Ok(())
}

/// Hands a store of an unmapped dword to the wave's memory hook; `false` if
/// there is none or it faults.
pub(crate) fn store_unmapped(hooks: &HookSlot, addr: u64, kind: MemKind, v: u32) -> bool {
    match hooks.get() {
        Some(h) => h.on_memory(addr, kind, &mut [v]) == MemReply::Served,
        None => false,
    }
}

/// Calls `on_message` for an `s_sendmsg*` at `pc`, if the wave has hooks.
pub(crate) fn message(w: &mut Wave, pc: u64, simm16: u16, m0: u32) {
    if let Some(h) = w.hooks.get() {
        let mut view = WaveView {
            state: &mut w.state,
            mem: &mut w.mem,
            vgpr: &mut w.vgpr,
        };
        h.on_message(&mut view, pc, simm16, m0);
    }
}

/// Is the fault of `kind` at `pc` one that a hook may handle instead:
/// a vector instruction (`unsupported`: `on_unsupported`) or a trap without handler (`on_trap`)?
/// When the wave has hooks, calls the one that applies: `Some(Ok(next_pc))`
/// when the hook continues, `Some(Err(()))` when it stops, `None` when no
/// hook applies. `detail` is the fault's detail (the trap id).
///
/// The interpreter calls this on its fault path, and the JIT reaches it
/// through its fallback to the interpreter: the one place where both engines
/// hand an instruction to a hook.
pub(crate) fn on_fault(
    program: &Program,
    wave: &mut Wave,
    kind: ErrorKind,
    detail: u64,
    pc: u64,
) -> Option<Result<u64, ()>> {
    // Disjoint fields: the hooks are borrowed while the view holds the rest.
    let h = wave.hooks.get()?;
    let mut view = WaveView {
        state: &mut wave.state,
        mem: &mut wave.mem,
        vgpr: &mut wave.vgpr,
    };
    let action = match kind {
        ErrorKind::Unsupported => {
            let v = program.unsupported_at(pc)?;
            let i = program.index_of(pc)?;
            let words = program.words.get(i..i + v.len_words)?;
            h.on_unsupported(&mut view, pc, words)
        }
        ErrorKind::Trap => h.on_trap(&mut view, pc, detail as u8),
        _ => return None,
    };
    Some(match action {
        Action::Continue(next) => Ok(next),
        Action::Stop => Err(()),
    })
}
