; mcpu: gfx900
; error: 8:21: amdhsa.printf
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
amdhsa.version: [1, 1]
amdhsa.printf: [1]
amdhsa.kernels: []
.end_amdgpu_metadata
