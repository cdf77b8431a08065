//! AMDGPU code objects: ELF files of the AMDGPU machine type and the kernel
//! descriptors inside them (`docs/code-objects.md`).

pub mod descriptor;

pub use descriptor::KernelDescriptor;
