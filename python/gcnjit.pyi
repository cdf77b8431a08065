"""gcnjit: runs AMD GCN scalar code (gfx6-gfx9) on the CPU.

Assemble and disassemble LLVM-syntax scalar code, run it in the reference
interpreter or the JIT, and handle the instructions gcnjit does not execute
(vector words) with a Python callable.
"""

import os
from typing import Any, Callable, Literal, Optional, Sequence, Union

# Any object with the buffer protocol (bytes, bytearray, memoryview, numpy arrays).
Buffer = Any

Arch = Literal["gfx6", "gfx7", "gfx8", "gfx9"] | str

def assemble(text: str, arch: Arch = "gfx9", base: int = 0) -> list[int]:
    """Assembles LLVM-syntax text into 32-bit words; raises AsmError."""

def disassemble(words: Sequence[int], arch: Arch = "gfx9", base: int = 0) -> str:
    """One instruction a line; raises DecodeError for a word that is not a scalar instruction."""

class AsmError(ValueError):
    """Text gcnjit cannot assemble."""
    line: int
    column: int
    message: str

class DecodeError(ValueError):
    """A word that is not a scalar instruction of the generation."""
    offset: int
    word: int

class Program:
    """Words at a base address, with the code cache of its JIT runs."""
    @staticmethod
    def from_asm(text: str, arch: Arch = "gfx9", base: int = 0) -> Program: ...
    @staticmethod
    def from_words(words: Sequence[int], arch: Arch = "gfx9", base: int = 0) -> Program: ...
    @staticmethod
    def from_file(path: str, arch: Optional[Arch] = None, base: int = 0) -> Program:
        """`.s` assembly, `.bin` raw words, `.hex` hex words, or an AMDGPU ELF code object
        (whose generation comes from the file; `arch` defaults to gfx9 for the others)."""
    @property
    def words(self) -> list[int]: ...
    @property
    def base(self) -> int: ...
    @property
    def entry(self) -> int:
        """Where a wave starts: the first kernel's entry for a code object, else the base."""
    @property
    def arch(self) -> str: ...
    def __len__(self) -> int: ...

class Sgprs:
    """`wave.s` (32-bit SGPRs) or `wave.s64` (64-bit pairs), indexed by register number."""
    def __getitem__(self, i: int) -> int: ...
    def __setitem__(self, i: int, value: int) -> None: ...
    def __len__(self) -> int: ...

class Wave:
    """One wave: registers, memory and message log. Every register starts at 0 (EXEC too)."""
    def __init__(self, arch: Arch = "gfx9") -> None: ...
    @property
    def s(self) -> Sgprs: ...
    @property
    def s64(self) -> Sgprs: ...
    @property
    def v(self) -> Vgprs:
        """VGPRs: `numpy.asarray(wave.v)` is a writable (256, 64) uint32 view of the file,
        `numpy.asarray(wave.v[3])` of one register; `wave.v[3] = 7` sets every lane,
        `wave.v[3] = [...64 ints...]` each one. Views stay valid across runs."""
    vcc: int
    exec: int
    m0: int
    scc: int
    pc: int
    @property
    def arch(self) -> str: ...
    @property
    def messages(self) -> list[tuple[int, int, int]]:
        """`(pc, simm16, m0)` of every s_sendmsg / s_sendmsghalt."""
    def map(self, addr: int, buf: Buffer) -> None:
        """Maps `buf` at `addr`: a writable C-contiguous buffer (bytearray, numpy array)
        is used in place, with no copy; a read-only one (bytes) is copied."""
    def read(self, addr: int, n: int) -> bytes:
        """`n` bytes of mapped memory at `addr`."""

class VgprLanes:
    """The 64 lanes of one VGPR (a buffer: `numpy.asarray(lanes)` is a view)."""
    def __getitem__(self, lane: int) -> int: ...
    def __setitem__(self, lane: int, value: int) -> None: ...
    def __len__(self) -> int: ...
    def tolist(self) -> list[int]: ...

class Vgprs:
    """Every VGPR of a wave (a buffer: `numpy.asarray(wave.v)` is a (256, 64) view)."""
    def __getitem__(self, reg: int) -> VgprLanes: ...
    def __setitem__(self, reg: int, value: Union[int, Sequence[int]]) -> None: ...
    def __len__(self) -> int: ...

class Outcome:
    status: Literal["endpgm", "halted", "error"]
    steps: int
    pc: int
    kind: Optional[str]
    """None, or the error kind: "decode", "unsupported", "memory", "step_limit", ..."""
    message: Optional[str]

def run(
    program: Program,
    wave: Wave,
    engine: Literal["interp", "jit", "both", "reference"] = "interp",
    max_steps: Optional[int] = None,
    on_unsupported: Optional[Callable[[Wave, int, list[int]], Optional[int]]] = None,
) -> Outcome:
    """Runs `wave` until it ends, faults or reaches `max_steps`.

    `on_unsupported(wave, pc, words)` is called for each instruction gcnjit does not
    execute (a vector instruction; `words` holds its words, one or two). It may
    read and change the wave's registers and returns the next pc, or None to stop the
    wave with that error. With engine="both" it is called once per engine.
    An exception it raises ends the run and is raised by `run`.
    """

class LaunchResult:
    """What `launch` did."""
    waves: list[Outcome]
    """One outcome per wave, in dispatch order (workgroup order, then wave in workgroup)."""
    workgroups: list[tuple[int, int, int]]
    """The (x, y, z) workgroup id of each wave."""
    buffers: list[bytes]
    """The final bytes of each buffer argument, in argument order."""

KernelArg = Union[
    tuple[Literal["u32", "i32", "u64"], int],
    tuple[Literal["f32"], float],
    Buffer,
]

def launch(
    code_object: Union[str, os.PathLike[str], Buffer],
    kernel: Optional[str] = None,
    grid: Union[int, Sequence[int], None] = None,
    block: Union[int, Sequence[int], None] = None,
    args: Optional[Sequence[KernelArg]] = None,
    engine: Literal["interp", "jit", "both"] = "jit",
    max_steps: Optional[int] = None,
    threads: Optional[int] = None,
    arch: Optional[Arch] = None,
) -> LaunchResult:
    """Launches `kernel` (the only one if None) of an AMDGPU code object (a path or
    its bytes) over `grid` work-items in workgroups of `block` (1 to 3 dimensions), as
    `gcnjit launch` does (docs/launch.md).

    `args` are the kernel arguments in kernarg order: ("u32", v), ("i32", v),
    ("u64", v), ("f32", v), or a buffer object (bytes, bytearray, numpy array) for a
    global buffer, whose address the kernarg holds. Buffers are copied into guest
    memory; a writable one receives the final bytes after the run.
    """
