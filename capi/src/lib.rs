//! The C API of gcnjit (`include/gcnjit.h`): programs from words or text,
//! waves with registers and memory, runs on either engine, and hooks as C
//! function pointers with a user pointer.
//!
//! Every function returns `GCNJIT_OK` (0) or a negative error code; the
//! message of the last error on the calling thread is `gcnjit_last_error()`.
//! No panic crosses the boundary: one would be caught and returned as
//! `GCNJIT_ERR_PANIC`.

#![deny(missing_docs)]

use gcnjit::hooks::{Action, Hooks, MemKind, MemReply, WaveView};
use gcnjit::isa::Arch;
use gcnjit::{Engine, Limits, Machine, Program, Status};
use std::cell::RefCell;
use std::ffi::{c_char, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

/// Success.
pub const GCNJIT_OK: i32 = 0;
/// A pointer argument was NULL.
pub const GCNJIT_ERR_NULL: i32 = -1;
/// An argument is out of range (an unknown arch or engine, a register number).
pub const GCNJIT_ERR_ARG: i32 = -2;
/// The assembly text has an error (the message names line and column).
pub const GCNJIT_ERR_ASM: i32 = -3;
/// Memory: a region overlaps another, or an address range is not mapped.
pub const GCNJIT_ERR_MEMORY: i32 = -4;
/// An internal error was caught at the boundary.
pub const GCNJIT_ERR_PANIC: i32 = -5;

/// `gcnjit_run` engines.
pub const GCNJIT_ENGINE_INTERP: i32 = 0;
/// The JIT with its default tiering threshold.
pub const GCNJIT_ENGINE_JIT: i32 = 1;
/// Interpreter and JIT in lockstep (hooks are called once per engine).
pub const GCNJIT_ENGINE_BOTH: i32 = 2;

/// `GcnjitOutcome::status`: the wave ran `s_endpgm`.
pub const GCNJIT_STATUS_ENDPGM: i32 = 0;
/// The wave halted (`s_sethalt 1`, `s_sendmsghalt`).
pub const GCNJIT_STATUS_HALTED: i32 = 1;
/// The wave stopped with an error (`GcnjitOutcome::kind` names it).
pub const GCNJIT_STATUS_ERROR: i32 = 2;
/// The wave stopped at `s_barrier` for its workgroup's scheduler (only the
/// waves of a launched workgroup do; docs/launch.md, "Workgroups").
pub const GCNJIT_STATUS_BARRIER: i32 = 3;

/// Memory hook kind: a load (fill `data`).
pub const GCNJIT_MEM_LOAD: i32 = 0;
/// A store: `data` holds the dwords.
pub const GCNJIT_MEM_STORE: i32 = 1;
/// The read half of an atomic.
pub const GCNJIT_MEM_ATOMIC_LOAD: i32 = 2;
/// The write half of an atomic.
pub const GCNJIT_MEM_ATOMIC_STORE: i32 = 3;

/// A program and its code cache (opaque).
pub struct GcnjitProgram {
    machines: [Machine; 3],
}

/// One wave (opaque).
pub struct GcnjitWave {
    wave: gcnjit::Wave,
}

/// How a run ended.
#[repr(C)]
pub struct GcnjitOutcome {
    /// `GCNJIT_STATUS_*`.
    pub status: i32,
    /// Instructions completed.
    pub steps: u64,
    /// The wave's PC at the end (the faulting instruction for an error).
    pub pc: u64,
    /// The error kind as the command line names it (`"memory"`,
    /// `"step_limit"`, ...), NUL-terminated; empty unless an error.
    pub kind: [c_char; 32],
    /// The error message, NUL-terminated and cut to fit; empty unless an error.
    pub message: [c_char; 256],
}

/// The registers a hook may read and change.
#[repr(C)]
pub struct GcnjitRegs {
    /// The 128 SGPR slots by operand code: VCC is 106/107, M0 124, EXEC 126/127.
    pub sgpr: *mut u32,
    /// SCC, 0 or 1.
    pub scc: *mut u32,
    /// The VGPRs, register-major: lane `l` of `v[r]` is `vgpr[64 * r + l]`
    /// (`r` below `vgpr_count`). A hook that emulates a vector instruction
    /// writes only the lanes EXEC enables, as the hardware does.
    pub vgpr: *mut u32,
    /// How many VGPRs the wave has (`v0` .. `v[vgpr_count - 1]`).
    pub vgpr_count: u32,
}

/// Called for an instruction gcnjit does not execute (a vector word) at
/// `pc`; `words` holds its words (`n_words`: 1 or 2). Return
/// 1 and set `*next_pc` to continue there, or 0 to stop the wave.
pub type GcnjitUnsupportedFn = Option<
    unsafe extern "C" fn(
        user: *mut c_void,
        regs: *mut GcnjitRegs,
        pc: u64,
        words: *const u32,
        n_words: usize,
        next_pc: *mut u64,
    ) -> i32,
>;

/// Called for a scalar access to the dword at `addr` that no mapped region
/// holds (`kind` is `GCNJIT_MEM_*`; `data` has `n` dwords: fill it for a
/// load, read it for a store). Return 1 when served, 0 to fault.
pub type GcnjitMemoryFn = Option<
    unsafe extern "C" fn(user: *mut c_void, addr: u64, kind: i32, data: *mut u32, n: usize) -> i32,
>;

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

fn set_error(msg: impl Into<String>) {
    let s = msg.into().replace('\0', " ");
    LAST_ERROR.with(|e| *e.borrow_mut() = CString::new(s).unwrap_or_default());
}

/// Runs `f`, turning a panic into `GCNJIT_ERR_PANIC`.
fn guard(f: impl FnOnce() -> i32) -> i32 {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let what = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            set_error(format!("internal error: {what}"));
            GCNJIT_ERR_PANIC
        }
    }
}

/// # Safety
/// `s` is NULL or a NUL-terminated string.
unsafe fn str_arg<'a>(s: *const c_char, what: &str) -> Result<&'a str, i32> {
    if s.is_null() {
        set_error(format!("{what} is NULL"));
        return Err(GCNJIT_ERR_NULL);
    }
    // SAFETY: non-NULL and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(s) }.to_str().map_err(|_| {
        set_error(format!("{what} is not UTF-8"));
        GCNJIT_ERR_ARG
    })
}

/// # Safety
/// As for [`str_arg`].
unsafe fn arch_arg(arch: *const c_char) -> Result<Arch, i32> {
    // SAFETY: forwarded contract.
    let name = unsafe { str_arg(arch, "arch") }?;
    name.parse::<Arch>().map_err(|_| {
        set_error(format!("unknown arch {name:?}"));
        GCNJIT_ERR_ARG
    })
}

fn new_program(p: Program, out: *mut *mut GcnjitProgram) -> i32 {
    let m = |e| Machine::new(p.clone()).engine(e);
    let prog = GcnjitProgram {
        machines: [m(Engine::Interp), m(Engine::JIT), m(Engine::Both)],
    };
    // SAFETY: `out` was checked non-NULL by the callers.
    unsafe { *out = Box::into_raw(Box::new(prog)) };
    GCNJIT_OK
}

/// The message of the last error on this thread (empty if none); valid
/// until the next call that fails on this thread.
#[no_mangle]
pub extern "C" fn gcnjit_last_error() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

/// Builds a program from `n` words at address `base` for `arch` (`"gfx6"`
/// ... `"gfx9"`, or any name the command line accepts).
///
/// # Safety
/// `arch` is a NUL-terminated string, `words` points to `n` words (or is
/// NULL with `n` 0), `out` to writable storage.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_program_from_words(
    arch: *const c_char,
    words: *const u32,
    n: usize,
    base: u64,
    out: *mut *mut GcnjitProgram,
) -> i32 {
    guard(|| {
        if out.is_null() || (words.is_null() && n > 0) {
            set_error("NULL argument");
            return GCNJIT_ERR_NULL;
        }
        // SAFETY: contract above.
        let arch = match unsafe { arch_arg(arch) } {
            Ok(a) => a,
            Err(e) => return e,
        };
        let words = if n == 0 {
            Vec::new()
        } else {
            // SAFETY: `words` points to `n` readable words (contract).
            unsafe { std::slice::from_raw_parts(words, n) }.to_vec()
        };
        new_program(Program::new(arch, base, words), out)
    })
}

/// Assembles `text` (LLVM syntax) at address `base`. On `GCNJIT_ERR_ASM`,
/// `gcnjit_last_error()` is `"LINE:COLUMN: message"`.
///
/// # Safety
/// `arch` and `text` are NUL-terminated strings, `out` writable.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_program_from_asm(
    arch: *const c_char,
    text: *const c_char,
    base: u64,
    out: *mut *mut GcnjitProgram,
) -> i32 {
    guard(|| {
        if out.is_null() {
            set_error("out is NULL");
            return GCNJIT_ERR_NULL;
        }
        // SAFETY: contract above.
        let (arch, text) = match unsafe { (arch_arg(arch), str_arg(text, "text")) } {
            (Ok(a), Ok(t)) => (a, t),
            (Err(e), _) | (_, Err(e)) => return e,
        };
        match Program::from_asm(arch, text, base) {
            Ok(p) => new_program(p, out),
            Err(e) => {
                set_error(e.to_string());
                GCNJIT_ERR_ASM
            }
        }
    })
}

/// Frees a program (NULL is allowed).
///
/// # Safety
/// `p` came from `gcnjit_program_from_*` and is not used again.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_program_free(p: *mut GcnjitProgram) {
    if !p.is_null() {
        // SAFETY: `p` came from `Box::into_raw` (contract).
        drop(unsafe { Box::from_raw(p) });
    }
}

/// A new wave for `arch`: every register 0 (EXEC too), PC 0, no memory.
///
/// # Safety
/// `arch` is a NUL-terminated string, `out` writable.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_new(arch: *const c_char, out: *mut *mut GcnjitWave) -> i32 {
    guard(|| {
        if out.is_null() {
            set_error("out is NULL");
            return GCNJIT_ERR_NULL;
        }
        // SAFETY: contract above.
        let arch = match unsafe { arch_arg(arch) } {
            Ok(a) => a,
            Err(e) => return e,
        };
        let w = GcnjitWave {
            wave: gcnjit::Wave::new(arch),
        };
        // SAFETY: `out` is non-NULL and writable.
        unsafe { *out = Box::into_raw(Box::new(w)) };
        GCNJIT_OK
    })
}

/// Frees a wave (NULL is allowed).
///
/// # Safety
/// `w` came from `gcnjit_wave_new` and is not used again.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_free(w: *mut GcnjitWave) {
    if !w.is_null() {
        // SAFETY: `w` came from `Box::into_raw` (contract).
        drop(unsafe { Box::from_raw(w) });
    }
}

/// # Safety
/// `w` is NULL or a live wave not otherwise borrowed.
unsafe fn wave_mut<'a>(w: *mut GcnjitWave) -> Result<&'a mut gcnjit::Wave, i32> {
    if w.is_null() {
        set_error("wave is NULL");
        return Err(GCNJIT_ERR_NULL);
    }
    // SAFETY: live and exclusive by the caller's contract.
    Ok(unsafe { &mut (*w).wave })
}

/// Reads SGPR `i` (an operand code below 128) into `*v`.
///
/// # Safety
/// `w` is a live wave, `v` writable.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_get_sgpr(w: *mut GcnjitWave, i: u32, v: *mut u32) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if i >= 128 || v.is_null() {
            set_error(format!("SGPR {i} out of range 0..128 (or v is NULL)"));
            return GCNJIT_ERR_ARG;
        }
        // SAFETY: `v` non-NULL and writable.
        unsafe { *v = w.state.sgpr[i as usize] };
        GCNJIT_OK
    })
}

/// Writes SGPR `i` (an operand code below 128; VCC 106/107, M0 124, EXEC 126/127).
///
/// # Safety
/// `w` is a live wave.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_set_sgpr(w: *mut GcnjitWave, i: u32, v: u32) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if i >= 128 {
            set_error(format!("SGPR {i} out of range 0..128"));
            return GCNJIT_ERR_ARG;
        }
        w.state.sgpr[i as usize] = v;
        GCNJIT_OK
    })
}

/// Copies the 64 lanes of VGPR `r` into `lanes` (64 writable `uint32_t`).
///
/// # Safety
/// `w` is a live wave; `lanes` is NULL or has room for 64 values.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_get_vgpr(w: *mut GcnjitWave, r: u32, lanes: *mut u32) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if let Err(e) = check_vgpr(w, r, lanes.is_null()) {
            return e;
        }
        // SAFETY: `lanes` non-NULL with room for 64 values (contract).
        let out = unsafe { std::slice::from_raw_parts_mut(lanes, 64) };
        out.copy_from_slice(w.vgpr.lanes(r as usize));
        GCNJIT_OK
    })
}

/// Sets the 64 lanes of VGPR `r` from `lanes` (64 `uint32_t`), all lanes
/// whatever EXEC holds.
///
/// # Safety
/// `w` is a live wave; `lanes` is NULL or holds 64 readable values.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_set_vgpr(
    w: *mut GcnjitWave,
    r: u32,
    lanes: *const u32,
) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if let Err(e) = check_vgpr(w, r, lanes.is_null()) {
            return e;
        }
        // SAFETY: `lanes` non-NULL with 64 readable values (contract).
        let src = unsafe { std::slice::from_raw_parts(lanes, 64) };
        w.vgpr.lanes_mut(r as usize).copy_from_slice(src);
        GCNJIT_OK
    })
}

/// `GCNJIT_ERR_ARG` (with the message set) unless VGPR `r` exists and the
/// lanes pointer is not NULL.
fn check_vgpr(w: &gcnjit::Wave, r: u32, null: bool) -> Result<(), i32> {
    let n = w.vgpr.limit() as u32;
    if r >= n || null {
        set_error(format!("VGPR {r} out of range 0..{n} (or lanes is NULL)"));
        return Err(GCNJIT_ERR_ARG);
    }
    Ok(())
}

/// Reads SCC and the PC.
///
/// # Safety
/// `w` is a live wave; `scc` and `pc` are NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_get_scc_pc(
    w: *mut GcnjitWave,
    scc: *mut u32,
    pc: *mut u64,
) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        // SAFETY: each is NULL or writable.
        unsafe {
            if !scc.is_null() {
                *scc = w.state.scc;
            }
            if !pc.is_null() {
                *pc = w.state.pc;
            }
        }
        GCNJIT_OK
    })
}

/// Sets SCC (0 or 1) and the PC.
///
/// # Safety
/// `w` is a live wave.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_set_scc_pc(w: *mut GcnjitWave, scc: u32, pc: u64) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if scc > 1 {
            set_error("scc is 0 or 1");
            return GCNJIT_ERR_ARG;
        }
        w.state.scc = scc;
        w.state.pc = pc;
        GCNJIT_OK
    })
}

/// Maps a copy of `len` bytes at guest address `addr`.
///
/// # Safety
/// `w` is a live wave, `bytes` points to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_map(
    w: *mut GcnjitWave,
    addr: u64,
    bytes: *const u8,
    len: usize,
) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if bytes.is_null() && len > 0 {
            set_error("bytes is NULL");
            return GCNJIT_ERR_NULL;
        }
        let data = if len == 0 {
            Vec::new()
        } else {
            // SAFETY: `len` readable bytes (contract).
            unsafe { std::slice::from_raw_parts(bytes, len) }.to_vec()
        };
        match w.mem.map(addr, data) {
            Ok(()) => GCNJIT_OK,
            Err(e) => {
                set_error(e.to_string());
                GCNJIT_ERR_MEMORY
            }
        }
    })
}

/// Copies `len` bytes of mapped memory at `addr` (inside one region) to `out`.
///
/// # Safety
/// `w` is a live wave, `out` points to `len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_read(
    w: *mut GcnjitWave,
    addr: u64,
    out: *mut u8,
    len: usize,
) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        let Some(r) = w.mem.region_of(addr, len as u64) else {
            set_error(format!("0x{addr:x}+{len} is not inside one mapped region"));
            return GCNJIT_ERR_MEMORY;
        };
        if out.is_null() && len > 0 {
            set_error("out is NULL");
            return GCNJIT_ERR_NULL;
        }
        let off = (addr - r.addr) as usize;
        // SAFETY: `out` has `len` writable bytes; the source range is inside
        // the region (checked by `region_of`).
        unsafe { std::ptr::copy_nonoverlapping(r.data[off..].as_ptr(), out, len) };
        GCNJIT_OK
    })
}

/// Writes `len` bytes into mapped memory at `addr` (inside one region).
///
/// # Safety
/// `w` is a live wave, `bytes` points to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_write(
    w: *mut GcnjitWave,
    addr: u64,
    bytes: *const u8,
    len: usize,
) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        if bytes.is_null() && len > 0 {
            set_error("bytes is NULL");
            return GCNJIT_ERR_NULL;
        }
        let end = addr.checked_add(len as u64);
        let region = w
            .mem
            .regions
            .iter_mut()
            .find(|r| addr >= r.addr && end.is_some_and(|e| e <= r.end()));
        let Some(r) = region else {
            set_error(format!("0x{addr:x}+{len} is not inside one mapped region"));
            return GCNJIT_ERR_MEMORY;
        };
        let off = (addr - r.addr) as usize;
        if len > 0 {
            // SAFETY: `len` readable bytes (contract).
            let src = unsafe { std::slice::from_raw_parts(bytes, len) };
            Arc::make_mut(&mut r.data)[off..off + len].copy_from_slice(src);
        }
        GCNJIT_OK
    })
}

/// The C callbacks and their user pointer.
struct CHooks {
    unsupported: GcnjitUnsupportedFn,
    memory: GcnjitMemoryFn,
    user: *mut c_void,
}

// SAFETY: the caller of `gcnjit_wave_set_hooks` promises that the callbacks
// may be called with `user` from the thread that runs the wave.
unsafe impl Send for CHooks {}
// SAFETY: as for Send.
unsafe impl Sync for CHooks {}

impl Hooks for CHooks {
    fn on_unsupported(&self, w: &mut WaveView<'_>, pc: u64, words: &[u32]) -> Action {
        let Some(f) = self.unsupported else {
            return Action::Stop;
        };
        let vgprs = w.vgpr.all_mut();
        let mut regs = GcnjitRegs {
            sgpr: w.state.sgpr.as_mut_ptr(),
            scc: &mut w.state.scc,
            vgpr_count: vgprs.len() as u32,
            vgpr: vgprs.as_mut_ptr().cast::<u32>(),
        };
        let mut next = pc;
        // SAFETY: the callback's contract (gcnjit_wave_set_hooks); `regs`
        // points into the live register file for the call only.
        let r = unsafe {
            f(
                self.user,
                &mut regs,
                pc,
                words.as_ptr(),
                words.len(),
                &mut next,
            )
        };
        w.state.scc &= 1;
        if r != 0 {
            Action::Continue(next)
        } else {
            Action::Stop
        }
    }

    fn on_memory(&self, addr: u64, kind: MemKind, data: &mut [u32]) -> MemReply {
        let Some(f) = self.memory else {
            return MemReply::Fault;
        };
        let k = match kind {
            MemKind::Load => GCNJIT_MEM_LOAD,
            MemKind::Store => GCNJIT_MEM_STORE,
            MemKind::AtomicLoad => GCNJIT_MEM_ATOMIC_LOAD,
            MemKind::AtomicStore => GCNJIT_MEM_ATOMIC_STORE,
        };
        // SAFETY: the callback's contract; `data` is valid for the call.
        if unsafe { f(self.user, addr, k, data.as_mut_ptr(), data.len()) } != 0 {
            MemReply::Served
        } else {
            MemReply::Fault
        }
    }
}

/// Installs hooks on the wave (either may be NULL); `user` is passed to
/// each call.
///
/// # Safety
/// `w` is a live wave; the callbacks may be called with `user` during every
/// later `gcnjit_run` of this wave, on the thread that runs it.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_wave_set_hooks(
    w: *mut GcnjitWave,
    on_unsupported: GcnjitUnsupportedFn,
    on_memory: GcnjitMemoryFn,
    user: *mut c_void,
) -> i32 {
    guard(|| {
        // SAFETY: contract above.
        let w = match unsafe { wave_mut(w) } {
            Ok(w) => w,
            Err(e) => return e,
        };
        w.hooks.set(Arc::new(CHooks {
            unsupported: on_unsupported,
            memory: on_memory,
            user,
        }));
        GCNJIT_OK
    })
}

fn copy_cstr(dst: &mut [c_char], s: &str) {
    let n = s.len().min(dst.len() - 1);
    for (d, b) in dst.iter_mut().zip(s.bytes().take(n)) {
        *d = b as c_char;
    }
    dst[n] = 0;
}

/// Runs the wave from its PC on `engine` (`GCNJIT_ENGINE_*`) until it ends,
/// faults or completes `max_steps` instructions (0: the default limit).
/// A guest fault is a run that succeeded with `status` `GCNJIT_STATUS_ERROR`.
///
/// # Safety
/// `p` is a live program, `w` a live wave, `out` writable.
#[no_mangle]
pub unsafe extern "C" fn gcnjit_run(
    p: *const GcnjitProgram,
    w: *mut GcnjitWave,
    engine: i32,
    max_steps: u64,
    out: *mut GcnjitOutcome,
) -> i32 {
    guard(|| {
        if p.is_null() || out.is_null() {
            set_error("program or out is NULL");
            return GCNJIT_ERR_NULL;
        }
        // SAFETY: contract above.
        let (p, w) = match unsafe { wave_mut(w) } {
            Ok(w) => (unsafe { &*p }, w),
            Err(e) => return e,
        };
        let Some(m) = usize::try_from(engine).ok().and_then(|i| p.machines.get(i)) else {
            set_error(format!("unknown engine {engine}"));
            return GCNJIT_ERR_ARG;
        };
        if m.program().arch != w.state.arch {
            set_error("the wave and the program are for different generations");
            return GCNJIT_ERR_ARG;
        }
        let limits = Limits {
            max_steps: if max_steps == 0 {
                Limits::DEFAULT_MAX_STEPS
            } else {
                max_steps
            },
        };
        let o = m.run_with(w, &limits);
        let mut res = GcnjitOutcome {
            status: match o.status {
                Status::Endpgm => GCNJIT_STATUS_ENDPGM,
                Status::Halted => GCNJIT_STATUS_HALTED,
                Status::Error(_) => GCNJIT_STATUS_ERROR,
                Status::Barrier => GCNJIT_STATUS_BARRIER,
            },
            steps: o.steps,
            pc: w.state.pc,
            kind: [0; 32],
            message: [0; 256],
        };
        if let Status::Error(e) = &o.status {
            copy_cstr(&mut res.kind, e.kind.name());
            copy_cstr(&mut res.message, &e.message);
        }
        // SAFETY: `out` non-NULL and writable.
        unsafe { out.write(res) };
        GCNJIT_OK
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_error_code_with_a_message() {
        let r = guard(|| panic!("boom"));
        assert_eq!(r, GCNJIT_ERR_PANIC);
        // SAFETY: the pointer is to this thread's NUL-terminated message.
        let msg = unsafe { CStr::from_ptr(gcnjit_last_error()) };
        assert_eq!(msg.to_str().unwrap(), "internal error: boom");
    }

    #[test]
    fn null_arguments_are_errors() {
        // SAFETY: NULL pointers are part of the contract's error cases.
        unsafe {
            let mut p = std::ptr::null_mut();
            assert_eq!(
                gcnjit_program_from_asm(std::ptr::null(), c"s_endpgm".as_ptr(), 0, &mut p),
                GCNJIT_ERR_NULL
            );
            assert_eq!(
                gcnjit_wave_set_sgpr(std::ptr::null_mut(), 0, 0),
                GCNJIT_ERR_NULL
            );
            let mut w = std::ptr::null_mut();
            assert_eq!(gcnjit_wave_new(c"gfx10".as_ptr(), &mut w), GCNJIT_ERR_ARG);
        }
    }
}
