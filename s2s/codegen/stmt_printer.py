"""Print a statement of the SCoP inside generated code: iterators replaced by their AST expressions,
array accesses linearised for device memory (or kept as written on the host)."""
from __future__ import annotations

from pycparser import c_ast, c_generator


class _Gen(c_generator.CGenerator):
    def __init__(self, subst_ids, array_ref):
        super().__init__(reduce_parentheses=True)
        self.subst_ids = subst_ids
        self.array_ref = array_ref

    def visit_ID(self, n):
        if n.name in self.subst_ids:
            return self.subst_ids[n.name]
        return n.name

    def visit_ArrayRef(self, n):
        return self.array_ref(n, self)


class StatementPrinter:
    """`names`: the generated code's names of the user's arrays, parameters and scalars that the target
    cannot take as written (codegen/names.py); the others print as written."""

    def __init__(self, scop, device_arrays: dict, device: bool, names: dict[str, str] | None = None):
        self.scop = scop
        self.dev = device_arrays
        self.device = device
        self.names = names or {}

    def statement(self, name: str, args: list[str], ind: str) -> str:
        st = self.scop.statement(name)
        subst = dict(self.names)
        for c_name, expr in zip(st.c_iterators, args):
            subst[c_name] = f"({expr})" if not _simple(expr) else expr
        priv_names = {}
        for a in st.accesses:
            arr = self.scop.arrays.get(a.array)
            if arr is not None and arr.kind == "private":
                priv_names[_c_name_of(a.node)] = arr
        scalars = {a.array for a in st.accesses if self.scop.arrays[a.array].is_scalar}
        # private scalars and written scalars become array elements
        for cname, arr in priv_names.items():
            idx = [subst.get(c, c) for c in st.c_iterators[:arr.expanded_dims]]
            subst[cname] = self._element(arr.name, idx)
        if self.device:
            for sname in scalars:
                if sname not in priv_names.values():
                    subst[sname] = f"{self.names.get(sname, sname)}[0]"

        def array_ref(n, gen):
            subs = []
            base = n
            while isinstance(base, c_ast.ArrayRef):
                subs.append(base.subscript)
                base = base.name
            subs.reverse()
            name = base.name
            idx = [gen.visit(s) for s in subs]
            return self._element(name, idx)

        gen = _Gen(subst, array_ref)
        node = st.node
        if isinstance(node, c_ast.Decl):  # a local scalar's initialisation
            code = f"{subst.get(node.name, node.name)} = {gen.visit(node.init)}"
        else:
            code = gen.visit(node)
        return f"{ind}{code};\n"

    def _element(self, name: str, idx: list[str]) -> str:
        arr = self.scop.arrays[name]
        if not self.device and arr.kind != "private":
            return name + "".join(f"[{i}]" for i in idx)
        name = self.names.get(name, name)
        if not idx:
            return f"{name}[0]"
        lin = idx[0]
        for d in range(1, len(idx)):
            lin = f"{_paren(lin)} * _{name}_e{d} + {_paren(idx[d])}"
        return f"{name}[{lin}]"


def _simple(e: str) -> bool:
    return e.replace("_", "").isalnum()


def _paren(e: str) -> str:
    return e if _simple(e) or e.lstrip("-").isdigit() else f"({e})"


def _c_name_of(node) -> str:
    if isinstance(node, c_ast.ID):
        return node.name
    return ""
