; mcpu: bonaire
; Every data directive.
.data
.byte 1, 2, -3
.short 0x1234
.2byte 9
.value 10
.long 0xdeadbeef
.int -2
.4byte 3
.quad 0x123456789abcdef0
.8byte -1
.zero 3
.space 2, 0xaa
.skip 1
.fill 3, 2, 0x1122
.fill 2, 8, 0x11223344
.fill 2
.ascii "ab", "c\n"
.asciz "de"
.string "f\tg\x41\101"
.byte 'x', '\n'
