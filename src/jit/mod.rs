//! The Cranelift JIT: regions of scalar code compiled to native code.
