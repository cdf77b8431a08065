//! `gcnjit.launch`: a kernel of an AMDGPU code object over a grid, as the
//! `launch` verb runs it (`docs/launch.md`), with arguments from Python.

use crate::{parse_arch, Outcome};
use gcnjit_lib::code_object::CodeObject;
use gcnjit_lib::engine::Engine;
use gcnjit_lib::launch::{Dispatch, DispatchSpec, Grid, KernelArg, Shard, WaveId};
use gcnjit_lib::waves::{Batch, BatchOptions};
use gcnjit_lib::{Limits, Status};
use pyo3::buffer::PyUntypedBuffer;
use pyo3::exceptions::{PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString, PyTuple};

/// What a launch did: one outcome per wave in dispatch order (workgroup
/// order, then wave within the workgroup), the workgroup id of each, and the
/// final bytes of every buffer argument.
#[pyclass(module = "gcnjit", frozen, get_all)]
pub struct LaunchResult {
    /// One `Outcome` per wave.
    waves: Vec<Py<Outcome>>,
    /// `(x, y, z)` workgroup id of each wave.
    workgroups: Vec<(u32, u32, u32)>,
    /// Final contents of the buffer arguments, in argument order.
    buffers: Vec<Py<PyBytes>>,
}

#[pymethods]
impl LaunchResult {
    fn __repr__(&self) -> String {
        format!(
            "LaunchResult({} waves, {} buffers)",
            self.waves.len(),
            self.buffers.len()
        )
    }
}

/// A buffer argument: its bytes were copied in; a writable Python buffer
/// gets the final bytes copied back.
struct BufferArg {
    buf: PyUntypedBuffer,
    index: usize,
}

fn bytes_of(buf: &PyUntypedBuffer, what: &str) -> PyResult<Vec<u8>> {
    if !buf.is_c_contiguous() {
        return Err(PyValueError::new_err(format!(
            "{what}: buffer is not C-contiguous"
        )));
    }
    let ptr = buf.buf_ptr() as *const u8;
    // SAFETY: the buffer is held (`buf`), C-contiguous and `len_bytes` long.
    Ok(unsafe { std::slice::from_raw_parts(ptr, buf.len_bytes()) }.to_vec())
}

/// One kernel argument: `("u8", 5)`, `("u16", 5)`, `("u32", 5)`,
/// `("i32", -1)`, `("u64", addr)`, `("i64", -1)`, `("f32", 1.5)`,
/// `("f64", 1.5)`, `("bytes", b"...")` (a by-value struct), `("local", n)`
/// (n bytes of dynamic LDS), or a buffer object (bytes, bytearray, numpy
/// array, ...).
/// A bare number is refused: its size in the kernarg segment is not known.
fn arg(a: &Bound<'_, PyAny>, i: usize, bufs: &mut Vec<BufferArg>) -> PyResult<KernelArg> {
    let what = format!("args[{i}]");
    if let Ok(t) = a.cast::<PyTuple>() {
        if t.len() != 2 {
            return Err(PyValueError::new_err(format!(
                "{what}: expected (kind, value) with kind u8, u16, u32, i32, u64, i64, f32, f64, bytes or local"
            )));
        }
        let kind: String = t.get_item(0)?.extract()?;
        let v = t.get_item(1)?;
        let range = |e: PyErr| PyValueError::new_err(format!("{what}: ({kind:?}, ...): {e}"));
        return Ok(match kind.as_str() {
            "u32" => KernelArg::U32(v.extract().map_err(range)?),
            "i32" => KernelArg::I32(v.extract().map_err(range)?),
            "u64" => KernelArg::U64(v.extract().map_err(range)?),
            "f32" => KernelArg::F32(v.extract().map_err(range)?),
            "u8" => KernelArg::U8(v.extract().map_err(range)?),
            "u16" => KernelArg::U16(v.extract().map_err(range)?),
            "i64" => KernelArg::I64(v.extract().map_err(range)?),
            "f64" => KernelArg::F64(v.extract().map_err(range)?),
            "local" => KernelArg::Local(v.extract().map_err(range)?),
            "bytes" => {
                let b: Vec<u8> = v.extract().map_err(range)?;
                if b.is_empty() {
                    return Err(PyValueError::new_err(format!("{what}: empty bytes")));
                }
                KernelArg::Bytes(b)
            }
            k => {
                return Err(PyValueError::new_err(format!(
                    "{what}: unknown kind {k:?} (u8, u16, u32, i32, u64, i64, f32, f64, bytes, local; buffers are passed as objects)"
                )))
            }
        });
    }
    if a.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what}: a string is not an argument; give (kind, value) or a buffer"
        )));
    }
    match PyUntypedBuffer::get(a) {
        Ok(buf) => {
            let bytes = bytes_of(&buf, &what)?;
            if bytes.is_empty() {
                return Err(PyValueError::new_err(format!("{what}: empty buffer")));
            }
            let index = bufs.len();
            bufs.push(BufferArg { buf, index });
            Ok(KernelArg::Buffer(bytes))
        }
        Err(_) => Err(PyTypeError::new_err(format!(
            "{what}: expected (kind, value) or a buffer object, not {}",
            a.get_type().name()?
        ))),
    }
}

/// The code object's bytes and the name its errors use.
fn code_object_bytes(co: &Bound<'_, PyAny>) -> PyResult<(Vec<u8>, String)> {
    if let Ok(path) = co.extract::<std::path::PathBuf>() {
        if !co.is_instance_of::<PyBytes>() {
            let name = path.display().to_string();
            let bytes =
                std::fs::read(&path).map_err(|e| PyOSError::new_err(format!("{name}: {e}")))?;
            return Ok((bytes, name));
        }
    }
    let buf = PyUntypedBuffer::get(co).map_err(|_| {
        PyTypeError::new_err("code_object: expected a path or the bytes of an ELF code object")
    })?;
    Ok((bytes_of(&buf, "code_object")?, "<code object bytes>".into()))
}

fn dims(what: &str, v: &Bound<'_, PyAny>) -> PyResult<Vec<u64>> {
    if let Ok(n) = v.extract::<u64>() {
        return Ok(vec![n]);
    }
    v.extract::<Vec<u64>>()
        .map_err(|_| PyTypeError::new_err(format!("{what}: expected an int or 1 to 3 ints")))
}

/// Launches `kernel` of `code_object` over `grid` work-items in workgroups
/// of `block`, as `gcnjit launch` does.
#[pyfunction]
#[pyo3(signature = (code_object, kernel = None, grid = None, block = None, args = None,
                    engine = "jit", max_steps = None, threads = None, arch = None))]
#[allow(clippy::too_many_arguments)]
pub fn launch(
    py: Python<'_>,
    code_object: &Bound<'_, PyAny>,
    kernel: Option<&str>,
    grid: Option<&Bound<'_, PyAny>>,
    block: Option<&Bound<'_, PyAny>>,
    args: Option<Vec<Bound<'_, PyAny>>>,
    engine: &str,
    max_steps: Option<u64>,
    threads: Option<usize>,
    arch: Option<&str>,
) -> PyResult<LaunchResult> {
    let engine = match Engine::from_name(engine) {
        Some(e @ (Engine::Interp | Engine::Jit { .. } | Engine::Both)) => e,
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown engine {engine:?} (interp, jit, both)"
            )))
        }
    };
    if threads == Some(0) {
        return Err(PyValueError::new_err("threads must be at least 1"));
    }
    if engine == Engine::Both && threads.is_some_and(|t| t > 1) {
        return Err(PyValueError::new_err(
            "engine 'both' runs the waves one at a time; leave out threads",
        ));
    }
    let (bytes, name) = code_object_bytes(code_object)?;
    let co = CodeObject::parse(&bytes, &name).map_err(|e| PyValueError::new_err(e.to_string()))?;
    if let Some(a) = arch {
        co.check_arch(parse_arch(a)?)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
    }
    let k = match kernel {
        Some(n) => co
            .kernel(n)
            .map_err(|e| PyValueError::new_err(e.to_string()))?,
        None => match co.kernels() {
            [k] => k,
            ks => {
                let names: Vec<&str> = ks.iter().map(|k| k.name.as_str()).collect();
                return Err(PyValueError::new_err(format!(
                    "{name}: the file has {} kernels ({}); name one with kernel=",
                    ks.len(),
                    names.join(", ")
                )));
            }
        },
    }
    .clone();
    let (grid, block) = match (grid, block) {
        (Some(g), Some(b)) => (dims("grid", g)?, dims("block", b)?),
        _ => return Err(PyValueError::new_err("grid and block are required")),
    };
    let grid = Grid::new(&grid, &block)
        .map_err(|e| PyValueError::new_err(format!("grid {grid:?} block {block:?}: {e}")))?;
    let mut bufs = Vec::new();
    let args = args
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(i, a)| arg(a, i, &mut bufs))
        .collect::<PyResult<Vec<_>>>()?;
    let d = Dispatch::new(DispatchSpec {
        arch: co.arch,
        descriptor: k.descriptor,
        kd_address: k.kd_address,
        entry: k.entry,
        grid,
        args,
        memory: co.memory(),
        metadata: co.kernel_metadata(&k.name).cloned(),
    })
    .map_err(|e| PyValueError::new_err(format!("{name}: kernel {}: {e}", k.name)))?;
    let program = co.program();
    let batch = Batch::new(
        &program,
        &BatchOptions {
            threads: if engine == Engine::Both {
                1
            } else {
                threads.unwrap_or(0)
            },
            engine,
            limits: Limits {
                max_steps: max_steps.unwrap_or(Limits::DEFAULT_MAX_STEPS),
            },
            ..BatchOptions::default()
        },
    )
    .map_err(|e| PyOSError::new_err(e.to_string()))?;
    let plan = d.plan(Shard::ALL);
    let results = py.detach(|| {
        d.run(&batch, &plan, 0..plan.waves, |id: &WaveId, o, w| {
            (id.workgroup.id, o, w.state.pc)
        })
    });
    let mut waves = Vec::with_capacity(results.len());
    let mut workgroups = Vec::with_capacity(results.len());
    for (wg, o, pc) in results {
        let (kind, message) = match &o.status {
            Status::Error(e) => (Some(e.kind.name()), Some(e.message.clone())),
            _ => (None, None),
        };
        waves.push(Py::new(
            py,
            Outcome {
                status: o.status.name(),
                steps: o.steps,
                pc,
                kind,
                message,
            },
        )?);
        workgroups.push((wg[0], wg[1], wg[2]));
    }
    let mut buffers = Vec::with_capacity(bufs.len());
    for b in &bufs {
        let after = d.buffer_bytes(b.index).unwrap_or_default();
        if !b.buf.readonly() && after.len() == b.buf.len_bytes() {
            // SAFETY: the buffer is held, writable, C-contiguous (checked
            // when it was read) and `after.len()` bytes long.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    after.as_ptr(),
                    b.buf.buf_ptr() as *mut u8,
                    after.len(),
                )
            };
        }
        buffers.push(PyBytes::new(py, &after).unbind());
    }
    Ok(LaunchResult {
        waves,
        workgroups,
        buffers,
    })
}
