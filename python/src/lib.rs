//! The `gcnjit` Python module: assemble, disassemble and run GCN scalar code
//! from Python, with memory backed by Python buffers and hooks as callables.
//! The surface is documented in `gcnjit.pyi` and the README.

use gcnjit_lib::engine::{Engine, Runner};
use gcnjit_lib::hooks::{Action, Hooks, MemKind, MemReply, WaveView};
use gcnjit_lib::isa::Arch;
use gcnjit_lib::jit::JitOptions;
use gcnjit_lib::{Limits, Status};
use pyo3::buffer::PyUntypedBuffer;
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyOSError, PyValueError};
use pyo3::prelude::*;
use std::sync::{Arc, Mutex};

mod launch;
mod vgpr;

create_exception!(
    gcnjit,
    AsmError,
    PyValueError,
    "Assembly text gcnjit cannot assemble; `.line` and `.column` (1-based) name the place."
);
create_exception!(
    gcnjit,
    DecodeError,
    PyValueError,
    "Words that are not scalar instructions; `.offset` is the byte address of the word."
);

fn parse_arch(name: &str) -> PyResult<Arch> {
    name.parse::<Arch>().map_err(|_| {
        let all: Vec<&str> = Arch::all_names().collect();
        PyValueError::new_err(format!("unknown arch {name:?} (one of {})", all.join(", ")))
    })
}

fn asm_error(py: Python<'_>, e: &gcnjit_lib::isa::AsmError) -> PyErr {
    let err = AsmError::new_err(e.to_string());
    let v = err.value(py);
    let _ = v.setattr("line", e.line);
    let _ = v.setattr("column", e.col);
    let _ = v.setattr("message", e.message.clone());
    err
}

fn decode_error(py: Python<'_>, e: &gcnjit_lib::isa::DecodeError) -> PyErr {
    let err = DecodeError::new_err(e.to_string());
    let v = err.value(py);
    let _ = v.setattr("offset", e.offset);
    let _ = v.setattr("word", e.word);
    err
}

/// Assembles `text` (LLVM syntax) into 32-bit words.
#[pyfunction]
#[pyo3(signature = (text, arch = "gfx9", base = 0))]
fn assemble(py: Python<'_>, text: &str, arch: &str, base: u64) -> PyResult<Vec<u32>> {
    let arch = parse_arch(arch)?;
    gcnjit_lib::Program::from_asm(arch, text, base)
        .map(|p| p.words)
        .map_err(|e| asm_error(py, &e))
}

/// Disassembles `words`, one instruction a line (LLVM syntax).
#[pyfunction]
#[pyo3(signature = (words, arch = "gfx9", base = 0))]
fn disassemble(py: Python<'_>, words: Vec<u32>, arch: &str, base: u64) -> PyResult<String> {
    let arch = parse_arch(arch)?;
    let insts =
        gcnjit_lib::isa::decode_all(arch, &words, base).map_err(|e| decode_error(py, &e))?;
    let mut out = String::new();
    for i in insts {
        out.push_str(&i.to_string());
        out.push('\n');
    }
    Ok(out)
}

/// A program: words at a base address, with its code cache.
#[pyclass(module = "gcnjit", frozen)]
struct Program {
    program: Arc<gcnjit_lib::Program>,
    /// One runner per engine used so far (the JIT's code cache, the
    /// interpreter's lowered program), built at the engine's first run.
    runners: Mutex<Vec<(Engine, Arc<Runner>)>>,
}

impl Program {
    fn wrap(p: gcnjit_lib::Program) -> Self {
        Program {
            program: Arc::new(p),
            runners: Mutex::new(Vec::new()),
        }
    }

    /// The runner of `engine`, built at its first use.
    fn runner(&self, engine: Engine) -> Arc<Runner> {
        let mut runners = self.runners.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, r)) = runners.iter().find(|(e, _)| *e == engine) {
            return r.clone();
        }
        let r = Arc::new(Runner::new(engine, &self.program, &JitOptions::default()));
        runners.push((engine, r.clone()));
        r
    }
}

#[pymethods]
impl Program {
    /// Assembles `text`.
    #[staticmethod]
    #[pyo3(signature = (text, arch = "gfx9", base = 0))]
    fn from_asm(py: Python<'_>, text: &str, arch: &str, base: u64) -> PyResult<Self> {
        let arch = parse_arch(arch)?;
        gcnjit_lib::Program::from_asm(arch, text, base)
            .map(Self::wrap)
            .map_err(|e| asm_error(py, &e))
    }

    /// Machine words; words that do not decode fault only if a wave reaches them.
    #[staticmethod]
    #[pyo3(signature = (words, arch = "gfx9", base = 0))]
    fn from_words(words: Vec<u32>, arch: &str, base: u64) -> PyResult<Self> {
        Ok(Self::wrap(gcnjit_lib::Program::new(
            parse_arch(arch)?,
            base,
            words,
        )))
    }

    /// Loads a file as the command line does: `.s` assembly, `.bin` raw
    /// words, `.hex` hex words, or an AMDGPU ELF code object (its code at its
    /// addresses; the generation from the file, checked against `arch` if
    /// given). `arch` defaults to gfx9 for the other formats.
    #[staticmethod]
    #[pyo3(signature = (path, arch = None, base = 0))]
    fn from_file(py: Python<'_>, path: &str, arch: Option<&str>, base: u64) -> PyResult<Self> {
        let arch = arch.map(parse_arch).transpose()?;
        match gcnjit_lib::Program::load_file(path, arch, base) {
            Ok(l) => Ok(Self::wrap(l.program)),
            Err(gcnjit_lib::program::LoadError::Asm { error, .. }) => Err(asm_error(py, &error)),
            Err(e @ gcnjit_lib::program::LoadError::Io { .. }) => {
                Err(PyOSError::new_err(e.to_string()))
            }
            Err(e) => Err(PyValueError::new_err(e.to_string())),
        }
    }

    /// The program's words.
    #[getter]
    fn words(&self) -> Vec<u32> {
        self.program.words.clone()
    }

    /// The address of the first word.
    #[getter]
    fn base(&self) -> u64 {
        self.program.base
    }

    /// Where a wave starts: the first kernel's entry for a code object,
    /// else the base.
    #[getter]
    fn entry(&self) -> u64 {
        self.program.entry
    }

    /// The generation (`"gfx6"` ... `"gfx9"`).
    #[getter]
    fn arch(&self) -> &'static str {
        self.program.arch.name()
    }

    fn __len__(&self) -> usize {
        self.program.words.len()
    }

    fn __repr__(&self) -> String {
        format!(
            "Program(arch={:?}, base=0x{:x}, words={})",
            self.program.arch.name(),
            self.program.base,
            self.program.words.len()
        )
    }
}

/// A Python buffer mapped as guest memory, read and written in place.
struct Mapped {
    addr: u64,
    len: u64,
    buf: PyUntypedBuffer,
}

/// One wave: its registers, its memory and its message log.
#[pyclass(module = "gcnjit")]
struct Wave {
    wave: gcnjit_lib::Wave,
    mapped: Vec<Mapped>,
    /// The VGPRs while the wave is in Python's hands (`vgpr.rs`): views
    /// point here; runs and hook calls copy them in and out.
    vgprs: vgpr::Lanes256,
}

#[pymethods]
impl Wave {
    /// A wave with every register 0 (EXEC too) and no memory.
    #[new]
    #[pyo3(signature = (arch = "gfx9"))]
    fn new(arch: &str) -> PyResult<Self> {
        Ok(Wave {
            wave: gcnjit_lib::Wave::new(parse_arch(arch)?),
            mapped: Vec::new(),
            vgprs: Default::default(),
        })
    }

    /// VGPRs: `wave.v[3]` (64 lanes; `numpy.asarray(wave.v[3])` is a view),
    /// `wave.v[3] = 7` (every lane), `wave.v[3][5] = 7` (lane 5),
    /// `numpy.asarray(wave.v)` (a (256, 64) uint32 view of the file).
    #[getter]
    fn v(slf: Bound<'_, Self>) -> vgpr::Vgprs {
        vgpr::Vgprs::new(slf.unbind())
    }

    /// SGPRs by number, 32 bits each: `wave.s[4] = 7`.
    #[getter]
    fn s(slf: Bound<'_, Self>) -> Sgprs {
        Sgprs {
            wave: slf.unbind(),
            wide: false,
        }
    }

    /// SGPR pairs by first number, 64 bits each: `wave.s64[4] = 1 << 40`.
    #[getter]
    fn s64(slf: Bound<'_, Self>) -> Sgprs {
        Sgprs {
            wave: slf.unbind(),
            wide: true,
        }
    }

    #[getter]
    fn vcc(&self) -> u64 {
        self.wave.state.vcc()
    }
    #[setter]
    fn set_vcc(&mut self, v: u64) {
        self.wave.state.set_vcc(v)
    }
    #[getter]
    fn exec(&self) -> u64 {
        self.wave.state.exec()
    }
    #[setter]
    fn set_exec(&mut self, v: u64) {
        self.wave.state.set_exec(v)
    }
    #[getter]
    fn m0(&self) -> u32 {
        self.wave.state.m0()
    }
    #[setter]
    fn set_m0(&mut self, v: u32) {
        self.wave.state.sgpr[gcnjit_lib::isa::operand::code::M0 as usize] = v
    }
    #[getter]
    fn scc(&self) -> u32 {
        self.wave.state.scc
    }
    #[setter]
    fn set_scc(&mut self, v: u32) -> PyResult<()> {
        if v > 1 {
            return Err(PyValueError::new_err("scc is 0 or 1"));
        }
        self.wave.state.scc = v;
        Ok(())
    }
    #[getter]
    fn pc(&self) -> u64 {
        self.wave.state.pc
    }
    #[setter]
    fn set_pc(&mut self, v: u64) {
        self.wave.state.pc = v
    }

    /// The generation.
    #[getter]
    fn arch(&self) -> &'static str {
        self.wave.state.arch.name()
    }

    /// `s_sendmsg` log: `(pc, simm16, m0)` tuples.
    #[getter]
    fn messages(&self) -> Vec<(u64, u32, u32)> {
        self.wave
            .messages
            .iter()
            .map(|m| (m.pc, m.simm16, m.m0))
            .collect()
    }

    /// Maps `buf` at guest address `addr`. A writable, C-contiguous buffer
    /// (bytearray, numpy array, memoryview) is used in place: the wave's
    /// loads read it and its stores write it, with no copy. A read-only one
    /// (bytes) is copied.
    fn map(&mut self, addr: u64, buf: &Bound<'_, PyAny>) -> PyResult<()> {
        let b = PyUntypedBuffer::get(buf)?;
        let len = b.len_bytes() as u64;
        if len == 0 {
            return Err(PyValueError::new_err("an empty buffer cannot be mapped"));
        }
        let end = addr
            .checked_add(len)
            .ok_or_else(|| PyValueError::new_err("region wraps past 2^64"))?;
        let clash = self
            .mapped
            .iter()
            .any(|m| addr < m.addr + m.len && m.addr < end)
            || self
                .wave
                .mem
                .regions
                .iter()
                .any(|r| addr < r.end() && r.addr < end);
        if clash {
            return Err(PyValueError::new_err(format!(
                "memory region 0x{addr:x}+{len} overlaps another region"
            )));
        }
        if b.readonly() {
            let bytes: Vec<u8> = buf.extract::<Vec<u8>>().or_else(|_| {
                // Not a sequence of ints (e.g. a read-only numpy array): read
                // its bytes through the buffer.
                let ptr = b.buf_ptr() as *const u8;
                if !b.is_c_contiguous() {
                    return Err(PyValueError::new_err("buffer is not C-contiguous"));
                }
                // SAFETY: the buffer is held (`b`), C-contiguous and
                // `len_bytes` long.
                Ok(unsafe { std::slice::from_raw_parts(ptr, len as usize) }.to_vec())
            })?;
            self.wave
                .mem
                .map(addr, bytes)
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            return Ok(());
        }
        if !b.is_c_contiguous() {
            return Err(PyValueError::new_err("buffer is not C-contiguous"));
        }
        self.mapped.push(Mapped { addr, len, buf: b });
        Ok(())
    }

    /// Reads `n` bytes of guest memory at `addr` (mapped buffers or copies).
    fn read(&self, addr: u64, n: usize) -> PyResult<Vec<u8>> {
        let mut out = Vec::with_capacity(n);
        for i in 0..n as u64 {
            let a = addr + i;
            let byte = if let Some(m) = self
                .mapped
                .iter()
                .find(|m| a >= m.addr && a < m.addr + m.len)
            {
                // SAFETY: the buffer is held and `a - m.addr < len_bytes`.
                unsafe { *(m.buf.buf_ptr() as *const u8).add((a - m.addr) as usize) }
            } else if let Some(r) = self.wave.mem.region_of(a, 1) {
                r.data[(a - r.addr) as usize]
            } else {
                return Err(PyValueError::new_err(format!("0x{a:x} is not mapped")));
            };
            out.push(byte);
        }
        Ok(out)
    }

    fn __repr__(&self) -> String {
        let st = &self.wave.state;
        format!(
            "Wave(arch={:?}, pc=0x{:x}, scc={}, exec=0x{:x}, vcc=0x{:x})",
            st.arch.name(),
            st.pc,
            st.scc,
            st.exec(),
            st.vcc()
        )
    }
}

/// `wave.s` / `wave.s64`: registers by number.
#[pyclass(module = "gcnjit")]
struct Sgprs {
    wave: Py<Wave>,
    wide: bool,
}

impl Sgprs {
    fn index(&self, i: isize) -> PyResult<u8> {
        let top = if self.wide { 127 } else { 128 };
        if i < 0 || i >= top {
            return Err(PyIndexError::new_err(format!(
                "SGPR index {i} out of range 0..{top}"
            )));
        }
        Ok(i as u8)
    }
}

#[pymethods]
impl Sgprs {
    fn __getitem__(&self, py: Python<'_>, i: isize) -> PyResult<u64> {
        let c = self.index(i)?;
        let w = self.wave.borrow(py);
        Ok(if self.wide {
            w.wave.state.read64(c)
        } else {
            w.wave.state.sgpr[c as usize] as u64
        })
    }

    fn __setitem__(&self, py: Python<'_>, i: isize, v: u64) -> PyResult<()> {
        let c = self.index(i)?;
        let mut w = self.wave.borrow_mut(py);
        if self.wide {
            w.wave.state.write64(c, v);
        } else {
            let v = u32::try_from(v)
                .map_err(|_| PyValueError::new_err(format!("{v} does not fit in 32 bits")))?;
            w.wave.state.sgpr[c as usize] = v;
        }
        Ok(())
    }

    fn __len__(&self) -> usize {
        if self.wide {
            127
        } else {
            128
        }
    }
}

/// How a run ended.
#[pyclass(module = "gcnjit", frozen, get_all)]
struct Outcome {
    /// `"endpgm"`, `"halted"` or `"error"`.
    status: &'static str,
    /// Instructions completed.
    steps: u64,
    /// The wave's PC at the end (the faulting instruction for an error).
    pc: u64,
    /// None, or the error kind (`"memory"`, `"step_limit"`, ...).
    kind: Option<&'static str>,
    /// None, or the error message.
    message: Option<String>,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        match self.kind {
            Some(k) => format!(
                "Outcome(status='error', kind='{k}', pc=0x{:x}, steps={})",
                self.pc, self.steps
            ),
            None => format!(
                "Outcome(status='{}', pc=0x{:x}, steps={})",
                self.status, self.pc, self.steps
            ),
        }
    }
}

/// Raw buffer addresses shared with the hooks during a run.
struct Window {
    addr: u64,
    len: u64,
    ptr: *mut u8,
}

// SAFETY: the pointers are to Python buffers held by the wave for the whole
// run; the run holds the GIL, so no Python code touches them concurrently,
// and one wave runs on one thread.
unsafe impl Send for Window {}
// SAFETY: as for Send.
unsafe impl Sync for Window {}

/// The hooks a Python run installs: mapped buffers and the callable.
struct PyHooks {
    windows: Vec<Window>,
    on_unsupported: Option<Py<PyAny>>,
    wave: Py<Wave>,
    /// The first exception a callable raised; the run re-raises it.
    error: Mutex<Option<PyErr>>,
}

impl PyHooks {
    fn window(&self, addr: u64, len: u64) -> Option<*mut u8> {
        self.windows.iter().find_map(|w| {
            let off = addr.checked_sub(w.addr)?;
            // SAFETY: `off + len <= w.len`, inside the buffer.
            (off.checked_add(len)? <= w.len).then(|| unsafe { w.ptr.add(off as usize) })
        })
    }

    fn call_unsupported(
        &self,
        view: &mut WaveView<'_>,
        pc: u64,
        words: &[u32],
    ) -> PyResult<Option<u64>> {
        let Some(f) = &self.on_unsupported else {
            return Ok(None);
        };
        Python::attach(|py| {
            // The callable sees (and may change) the registers through the
            // same Wave object the caller holds.
            {
                let mut pw = self.wave.borrow_mut(py);
                pw.wave.state = view.state.clone();
                pw.vgprs.load_from(view.vgpr);
            }
            let r = f.call1(py, (self.wave.clone_ref(py), pc, words.to_vec()));
            {
                let pw = self.wave.borrow(py);
                *view.state = pw.wave.state.clone();
                pw.vgprs.store_into(view.vgpr);
            }
            let r = r?;
            if r.is_none(py) {
                Ok(None)
            } else {
                r.extract::<u64>(py).map(Some).map_err(|_| {
                    PyValueError::new_err("on_unsupported must return the next pc (an int) or None")
                })
            }
        })
    }
}

impl Hooks for PyHooks {
    fn on_unsupported(&self, view: &mut WaveView<'_>, pc: u64, words: &[u32]) -> Action {
        match self.call_unsupported(view, pc, words) {
            Ok(Some(next)) => Action::Continue(next),
            Ok(None) => Action::Stop,
            Err(e) => {
                self.error.lock().unwrap().get_or_insert(e);
                Action::Stop
            }
        }
    }

    fn on_memory(&self, addr: u64, kind: MemKind, data: &mut [u32]) -> MemReply {
        let Some(p) = self.window(addr, 4 * data.len() as u64) else {
            return MemReply::Fault;
        };
        for (i, d) in data.iter_mut().enumerate() {
            // SAFETY: `window` checked that all `4 * data.len()` bytes are
            // inside the buffer; unaligned access is allowed.
            unsafe {
                let q = p.add(4 * i) as *mut [u8; 4];
                match kind {
                    MemKind::Load | MemKind::AtomicLoad => {
                        *d = u32::from_le_bytes(q.read_unaligned())
                    }
                    MemKind::Store | MemKind::AtomicStore => q.write_unaligned(d.to_le_bytes()),
                }
            }
        }
        MemReply::Served
    }
}

/// Runs `wave` through `program` until it ends, faults or reaches the step limit.
#[pyfunction]
#[pyo3(signature = (program, wave, engine = "interp", max_steps = None, on_unsupported = None))]
fn run(
    program: &Bound<'_, Program>,
    wave: &Bound<'_, Wave>,
    engine: &str,
    max_steps: Option<u64>,
    on_unsupported: Option<Py<PyAny>>,
) -> PyResult<Outcome> {
    let engine = Engine::from_name(engine).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown engine {engine:?} (interp, jit, both, reference)"
        ))
    })?;
    let prog = program.get();
    if wave.borrow().wave.state.arch != prog.program.arch {
        return Err(PyValueError::new_err(format!(
            "the wave is {} and the program {}",
            wave.borrow().wave.state.arch.name(),
            prog.program.arch.name()
        )));
    }
    let limits = Limits {
        max_steps: max_steps.unwrap_or(Limits::DEFAULT_MAX_STEPS),
    };
    // Take the wave's state out of the Python object for the run, so that a
    // callable can use the object (it sees the state copied in at each call).
    let (mut w, windows, copies) = {
        let mut pw = wave.borrow_mut();
        let arch = pw.wave.state.arch;
        let mut w = std::mem::replace(&mut pw.wave, gcnjit_lib::Wave::new(arch));
        pw.vgprs.store_into(&mut w.vgpr);
        let windows: Vec<Window> = pw
            .mapped
            .iter()
            .map(|m| Window {
                addr: m.addr,
                len: m.len,
                ptr: m.buf.buf_ptr() as *mut u8,
            })
            .collect();
        (w, windows, engine == Engine::Both)
    };
    // `both` runs the two engines against the same memory in lockstep: a
    // buffer written in place would see each store and atomic twice, so
    // there the buffers are copied in and out instead.
    if copies {
        for m in &windows {
            // SAFETY: the buffer is held by the wave and `len` bytes long.
            let bytes = unsafe { std::slice::from_raw_parts(m.ptr, m.len as usize) }.to_vec();
            if let Err(e) = w.mem.map(m.addr, bytes) {
                wave.borrow_mut().wave = w;
                return Err(PyValueError::new_err(e.to_string()));
            }
        }
    }
    let hooks = Arc::new(PyHooks {
        windows: if copies { Vec::new() } else { windows },
        on_unsupported,
        wave: wave.clone().unbind(),
        error: Mutex::new(None),
    });
    let old = w.hooks.replace(Some(hooks.clone()));
    let out = prog.runner(engine).run(&mut w, &limits);
    w.hooks.replace(old);
    if copies {
        // Copy the buffers back and drop the copies from the wave's memory.
        let pw = wave.borrow();
        for m in &pw.mapped {
            if let Some(r) = w.mem.region_of(m.addr, m.len) {
                // SAFETY: the buffer is writable, held and `len` bytes long.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        r.data.as_ptr(),
                        m.buf.buf_ptr() as *mut u8,
                        m.len as usize,
                    )
                };
            }
        }
        // The wave's memory again without the copies (its own regions keep
        // what the run stored in them).
        let copied: Vec<u64> = pw.mapped.iter().map(|m| m.addr).collect();
        let mut mem = gcnjit_lib::Memory::new();
        for r in w.mem.regions.iter().filter(|r| !copied.contains(&r.addr)) {
            // Remapping regions that were disjoint cannot fail.
            let _ = mem.map(r.addr, r.data.to_vec());
        }
        w.mem = mem;
    }
    let pc = w.state.pc;
    {
        let mut pw = wave.borrow_mut();
        pw.vgprs.load_from(&w.vgpr);
        pw.wave = w;
    }
    if let Some(e) = hooks.error.lock().unwrap().take() {
        return Err(e);
    }
    let (kind, message) = match &out.status {
        Status::Error(e) => (Some(e.kind.name()), Some(e.message.clone())),
        _ => (None, None),
    };
    Ok(Outcome {
        status: out.status.name(),
        steps: out.steps,
        pc,
        kind,
        message,
    })
}

#[pymodule]
fn gcnjit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(assemble, m)?)?;
    m.add_function(wrap_pyfunction!(disassemble, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(launch::launch, m)?)?;
    m.add_class::<launch::LaunchResult>()?;
    m.add_class::<Program>()?;
    m.add_class::<Wave>()?;
    m.add_class::<vgpr::Vgprs>()?;
    m.add_class::<vgpr::VgprLanes>()?;
    m.add_class::<Outcome>()?;
    m.add("AsmError", m.py().get_type::<AsmError>())?;
    m.add("DecodeError", m.py().get_type::<DecodeError>())?;
    Ok(())
}
