; mcpu: gfx900
; error: 6:21: amdhsa.version
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
amdhsa.kernels: []
.end_amdgpu_metadata
