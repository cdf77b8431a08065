//! `wave.v`: a wave's VGPRs as Python objects that export the buffer
//! protocol, so `numpy.asarray(wave.v)` is a (256, 64) `uint32` view of the
//! whole file and `numpy.asarray(wave.v[3])` a (64,) view of one register,
//! both writable and without a copy.
//!
//! The views point into a block the Python wave owns ([`Lanes256`]) and never
//! reallocates, so a view stays valid however the wave is run. A run copies
//! the block into the library's wave before it starts and back when it ends,
//! and a hook call does the same around the callable (`lib.rs`).

use crate::Wave;
use pyo3::exceptions::{PyBufferError, PyIndexError, PyValueError};
use pyo3::ffi;
use pyo3::prelude::*;
use std::ffi::{c_int, c_void, CStr};

/// Lanes per register.
const LANES: usize = 64;
/// Registers in the block: the most a wave has.
pub const REGS: usize = 256;

/// The Python wave's VGPRs: `REGS` registers of `LANES` lanes, register-major.
pub struct Lanes256(Box<[[u32; LANES]]>);

impl Default for Lanes256 {
    fn default() -> Self {
        Lanes256(vec![[0u32; LANES]; REGS].into_boxed_slice())
    }
}

impl Lanes256 {
    /// The number of registers that may hold a non-zero lane (those above
    /// are all zero): what a copy into the library's wave must cover.
    fn extent(&self) -> usize {
        self.0
            .iter()
            .rposition(|r| r.iter().any(|&v| v != 0))
            .map_or(0, |r| r + 1)
    }

    /// Copies the block into `v` (registers below its limit).
    pub fn store_into(&self, v: &mut gcnjit_lib::state::Vgprs) {
        let n = self.extent().min(v.limit() as usize);
        for r in 0..n {
            if self.0[r].iter().any(|&x| x != 0) || r < v.stored() {
                *v.lanes_mut(r) = self.0[r];
            }
        }
        for r in n..v.stored() {
            *v.lanes_mut(r) = [0; LANES];
        }
    }

    /// Copies `v` into the block (registers it does not store read 0).
    pub fn load_from(&mut self, v: &gcnjit_lib::state::Vgprs) {
        let n = self.extent().max(v.stored()).min(REGS);
        for r in 0..n {
            self.0[r] = *v.lanes(r);
        }
    }

    fn ptr(&self) -> *mut u32 {
        self.0.as_ptr() as *mut u32
    }
}

/// Fills `view` for `len` `uint32` values at `buf`, `ndim` 1 or 2 with
/// `shape` (which must live as long as the exporter `owner`).
///
/// # Safety
/// `view` is the buffer request CPython passed; `buf` holds `len` values
/// and lives as long as `owner`.
unsafe fn fill(
    view: *mut ffi::Py_buffer,
    flags: c_int,
    buf: *mut u32,
    shape: &[isize],
    strides: &[isize],
    owner: Bound<'_, PyAny>,
) -> PyResult<()> {
    if view.is_null() {
        return Err(PyBufferError::new_err("no view to fill"));
    }
    const FORMAT: &CStr = c"I";
    let len: isize = shape.iter().product();
    // SAFETY: `view` is a valid request (contract); the pointers stored in it
    // (buffer, shape, strides, format) outlive it as the contract says.
    unsafe {
        (*view).obj = owner.into_ptr();
        (*view).buf = buf as *mut c_void;
        (*view).len = len * 4;
        (*view).readonly = 0;
        (*view).itemsize = 4;
        (*view).format = if flags & ffi::PyBUF_FORMAT != 0 {
            FORMAT.as_ptr() as *mut _
        } else {
            std::ptr::null_mut()
        };
        (*view).ndim = shape.len() as c_int;
        (*view).shape = if flags & ffi::PyBUF_ND != 0 {
            shape.as_ptr() as *mut isize
        } else {
            std::ptr::null_mut()
        };
        (*view).strides = if flags & ffi::PyBUF_STRIDES == ffi::PyBUF_STRIDES {
            strides.as_ptr() as *mut isize
        } else {
            std::ptr::null_mut()
        };
        (*view).suboffsets = std::ptr::null_mut();
        (*view).internal = std::ptr::null_mut();
    }
    Ok(())
}

/// `wave.v`: every VGPR. `wave.v[3]` is register 3 (a view), `wave.v[3] =
/// 7` sets its 64 lanes, `wave.v[3] = [..64 values..]` each lane;
/// `numpy.asarray(wave.v)` is a (256, 64) view.
#[pyclass(module = "gcnjit", frozen)]
pub struct Vgprs {
    wave: Py<Wave>,
    shape: [isize; 2],
    strides: [isize; 2],
}

impl Vgprs {
    pub(crate) fn new(wave: Py<Wave>) -> Self {
        Vgprs {
            wave,
            shape: [REGS as isize, LANES as isize],
            strides: [4 * LANES as isize, 4],
        }
    }
}

fn reg_index(i: isize) -> PyResult<usize> {
    if (0..REGS as isize).contains(&i) {
        Ok(i as usize)
    } else {
        Err(PyIndexError::new_err(format!(
            "VGPR index {i} out of range 0..{REGS}"
        )))
    }
}

/// The 64 lane values `value` gives: one int for every lane, or 64 ints.
fn lanes_of(value: &Bound<'_, PyAny>) -> PyResult<[u32; LANES]> {
    if let Ok(v) = value.extract::<u64>() {
        let v = u32::try_from(v)
            .map_err(|_| PyValueError::new_err(format!("{v} does not fit in 32 bits")))?;
        return Ok([v; LANES]);
    }
    let vs: Vec<u64> = value.extract().map_err(|_| {
        PyValueError::new_err("a VGPR takes an int (every lane) or 64 ints (one per lane)")
    })?;
    if vs.len() != LANES {
        return Err(PyValueError::new_err(format!(
            "a VGPR has 64 lanes, not {}",
            vs.len()
        )));
    }
    let mut out = [0u32; LANES];
    for (o, v) in out.iter_mut().zip(vs) {
        *o = u32::try_from(v)
            .map_err(|_| PyValueError::new_err(format!("{v} does not fit in 32 bits")))?;
    }
    Ok(out)
}

#[pymethods]
impl Vgprs {
    fn __getitem__(&self, py: Python<'_>, i: isize) -> PyResult<VgprLanes> {
        Ok(VgprLanes {
            wave: self.wave.clone_ref(py),
            reg: reg_index(i)?,
            shape: [LANES as isize],
            strides: [4],
        })
    }

    fn __setitem__(&self, py: Python<'_>, i: isize, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let r = reg_index(i)?;
        let lanes = lanes_of(value)?;
        self.wave.borrow_mut(py).vgprs.0[r] = lanes;
        Ok(())
    }

    fn __len__(&self) -> usize {
        REGS
    }

    /// # Safety
    /// Called by CPython with a valid request.
    unsafe fn __getbuffer__(
        slf: Bound<'_, Self>,
        view: *mut ffi::Py_buffer,
        flags: c_int,
    ) -> PyResult<()> {
        let me = slf.get();
        let buf = me.wave.borrow(slf.py()).vgprs.ptr();
        // SAFETY: the block lives as long as the wave, which `slf` (the
        // view's owner) holds; shape and strides live in `slf`.
        unsafe {
            fill(
                view,
                flags,
                buf,
                &me.shape,
                &me.strides,
                slf.clone().into_any(),
            )
        }
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let n = self.wave.borrow(py).vgprs.extent();
        format!(
            "Vgprs(256 registers, v0..v{} may be non-zero)",
            n.max(1) - 1
        )
    }
}

/// `wave.v[r]`: the 64 lanes of one VGPR; `lanes[5]` reads lane 5,
/// `lanes[5] = x` writes it, `numpy.asarray(lanes)` is a (64,) view.
#[pyclass(module = "gcnjit", frozen)]
pub struct VgprLanes {
    wave: Py<Wave>,
    reg: usize,
    shape: [isize; 1],
    strides: [isize; 1],
}

fn lane_index(i: isize) -> PyResult<usize> {
    let l = if i < 0 { i + LANES as isize } else { i };
    if (0..LANES as isize).contains(&l) {
        Ok(l as usize)
    } else {
        Err(PyIndexError::new_err(format!(
            "lane {i} out of range 0..64"
        )))
    }
}

#[pymethods]
impl VgprLanes {
    fn __getitem__(&self, py: Python<'_>, i: isize) -> PyResult<u32> {
        let l = lane_index(i)?;
        Ok(self.wave.borrow(py).vgprs.0[self.reg][l])
    }

    fn __setitem__(&self, py: Python<'_>, i: isize, v: u64) -> PyResult<()> {
        let l = lane_index(i)?;
        let v = u32::try_from(v)
            .map_err(|_| PyValueError::new_err(format!("{v} does not fit in 32 bits")))?;
        self.wave.borrow_mut(py).vgprs.0[self.reg][l] = v;
        Ok(())
    }

    fn __len__(&self) -> usize {
        LANES
    }

    /// The lanes as a list of 64 ints.
    fn tolist(&self, py: Python<'_>) -> Vec<u32> {
        self.wave.borrow(py).vgprs.0[self.reg].to_vec()
    }

    /// # Safety
    /// Called by CPython with a valid request.
    unsafe fn __getbuffer__(
        slf: Bound<'_, Self>,
        view: *mut ffi::Py_buffer,
        flags: c_int,
    ) -> PyResult<()> {
        let me = slf.get();
        // SAFETY: register `reg` < REGS is inside the block.
        let buf = unsafe { me.wave.borrow(slf.py()).vgprs.ptr().add(LANES * me.reg) };
        // SAFETY: as for `Vgprs::__getbuffer__`.
        unsafe {
            fill(
                view,
                flags,
                buf,
                &me.shape,
                &me.strides,
                slf.clone().into_any(),
            )
        }
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let w = self.wave.borrow(py);
        format!("v{}: {:?}", self.reg, &w.vgprs.0[self.reg][..])
    }
}
