; mcpu: tahiti
; .addrsig with no .addrsig_sym: an empty .llvm_addrsig section, as clang
; writes it for a file whose kernels take no address.
.text
k:
  s_endpgm
.addrsig
