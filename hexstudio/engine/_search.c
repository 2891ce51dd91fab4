/* The bounded movement search of hexstudio.engine.movement (``_dijkstra``
 * within an allowance), compiled. Optional: when this module is not built
 * the engine runs the pure-Python search, which stays the reference; both
 * must give the same costs, the same parents and the same order of the hexes
 * reached (tests/test_engine_search_backends.py).
 *
 * The search is Dial's algorithm, exactly as the Python one runs it: a
 * bucket per cost, each bucket a FIFO in the order its hexes were reached
 * (a zero-cost step appends to the bucket being read, which still sees it),
 * a hex's steps in direction order, a parent changed only by a strictly
 * cheaper cost. So the ties are broken the same way and the paths agree.
 *
 * Everything comes in flat: the map's neighbours and the step costs as
 * int32 buffers of six entries per hex (a neighbour or a cost below zero:
 * no step), and per hex a byte mask of the hexes that may not be entered
 * (enemy units, closed hexes) and of the zones of control that stop a move,
 * and the congestion tolls as int32 per hex. The Python side prepares these
 * once per position and kind of stack (movement.py, ``_Board``).
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Py_buffer view;
    int held;
} Buf;

static int
get_buf(PyObject *obj, Buf *b, Py_ssize_t want_len, Py_ssize_t item, const char *what)
{
    b->held = 0;
    if (obj == Py_None)
        return 0;
    if (PyObject_GetBuffer(obj, &b->view, PyBUF_SIMPLE) < 0)
        return -1;
    b->held = 1;
    if (b->view.len != want_len * item) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes, expected %zd", what, b->view.len, want_len * item);
        return -1;
    }
    return 0;
}

static void
release(Buf *b)
{
    if (b->held)
        PyBuffer_Release(&b->view);
    b->held = 0;
}

/* bounded(nbr, costs, ints, start, limit, min_step, blocked, stop, zz_mask,
 *         tolls, first_extra) -> (best, parent dict)
 *
 * nbr, costs: int32 buffers of 6*n entries; blocked: byte mask of n (hexes
 * never entered: best -1) or None; stop: byte mask of n (hexes entered but
 * not gone on from) or None; zz_mask: byte mask of n or None (the first
 * step may not lead into these: no move from one enemy zone straight into
 * another); tolls: int32 buffer of n (added when going on from a hex) or
 * None; first_extra: added to every first step; ints: the tuple
 * (0, 1, ..., n - 1), the map's indexes as Python ints (n is its length),
 * shared by the answers rather than made anew for each.
 * best: the cheapest cost of every hex (-1: blocked, limit + 1: not
 * reached) as the bytes of n native int32; parent: per hex reached, the hex
 * it was reached from, in the order the hexes were first reached.
 */
static PyObject *
bounded(PyObject *self, PyObject *args)
{
    PyObject *nbr_o, *costs_o, *ints, *blocked_o, *stop_o, *zz_o, *tolls_o;
    long start, limit, min_step, first_extra;
    if (!PyArg_ParseTuple(args, "OOO!lllOOOOl", &nbr_o, &costs_o, &PyTuple_Type, &ints, &start, &limit, &min_step,
                          &blocked_o, &stop_o, &zz_o, &tolls_o, &first_extra))
        return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(ints);
    if (n <= 0 || start < 0 || start >= n || limit < 0 || limit > (1L << 24) || min_step < 0) {
        PyErr_SetString(PyExc_ValueError, "bounded: bad size, start, limit or least step");
        return NULL;
    }
    Buf nb = {0}, cb = {0}, bb = {0}, sb = {0}, zb = {0}, tb = {0};
    PyObject *result = NULL, *best_list = NULL, *parent_dict = NULL;
    int *best = NULL, *parent = NULL, *order = NULL, *head = NULL, *tail = NULL, *next = NULL, *node = NULL;
    if (get_buf(nbr_o, &nb, 6 * n, 4, "nbr") < 0 || get_buf(costs_o, &cb, 6 * n, 4, "costs") < 0 ||
        get_buf(blocked_o, &bb, n, 1, "blocked") < 0 || get_buf(stop_o, &sb, n, 1, "stop") < 0 ||
        get_buf(zz_o, &zb, n, 1, "zz") < 0 || get_buf(tolls_o, &tb, n, 4, "tolls") < 0)
        goto done;
    if (!nb.held || !cb.held) {
        PyErr_SetString(PyExc_TypeError, "bounded: nbr and costs are required");
        goto done;
    }
    const int *NB = (const int *)nb.view.buf, *CS = (const int *)cb.view.buf;
    const unsigned char *BL = bb.held ? (const unsigned char *)bb.view.buf : NULL;
    const unsigned char *ST = sb.held ? (const unsigned char *)sb.view.buf : NULL;
    const unsigned char *ZZ = zb.held ? (const unsigned char *)zb.view.buf : NULL;
    const int *TL = tb.held ? (const int *)tb.view.buf : NULL;
    const int unreached = (int)limit + 1;
    /* Every push is a strictly cheaper cost for a hex: at most one per step
     * tried, and each hex is gone on from at most once. */
    Py_ssize_t pool = 6 * n + 6, used = 0, nreached = 0;
    /* Every table of the search in one block (one allocation a search, not
     * seven): best, parent and order of n, head and tail of limit + 1, next
     * and node of the pool. */
    best = (int *)malloc(sizeof(int) * (3 * (size_t)n + 2 * ((size_t)limit + 1) + 2 * (size_t)pool));
    if (!best) {
        PyErr_NoMemory();
        goto done;
    }
    parent = best + n;
    order = parent + n;
    head = order + n;
    tail = head + (limit + 1);
    next = tail + (limit + 1);
    node = next + pool;
    for (Py_ssize_t i = 0; i < n; i++)
        best[i] = (BL && BL[i]) ? -1 : unreached;
    best[start] = 0;
    for (long d = 0; d <= limit; d++)
        head[d] = tail[d] = -1;

#define PUSH(bucket, hex)                                   \
    do {                                                    \
        int e_ = (int)used++;                               \
        node[e_] = (hex);                                   \
        next[e_] = -1;                                      \
        if (tail[bucket] < 0)                               \
            head[bucket] = e_;                              \
        else                                                \
            next[tail[bucket]] = e_;                        \
        tail[bucket] = e_;                                  \
    } while (0)

    /* The first steps, from the start. */
    for (int d = 0; d < 6; d++) {
        Py_ssize_t k = (Py_ssize_t)start * 6 + d;
        int j = NB[k], c = CS[k];
        if (j < 0 || j >= n || c < 0 || (BL && BL[j]) || (ZZ && ZZ[j]))
            continue;
        long cc = (long)c + first_extra;
        if (cc < 0) { /* a bucket index: never below the start's */
            PyErr_SetString(PyExc_ValueError, "bounded: negative first step");
            goto done;
        }
        if (cc <= limit && cc < best[j]) {
            if (best[j] == unreached)
                order[nreached++] = j;
            best[j] = (int)cc;
            parent[j] = (int)start;
            PUSH(cc, j);
        }
    }
    /* A hex reached at more than limit - min_step goes no farther. */
    for (long d0 = 0; d0 <= limit - min_step; d0++) {
        for (int e = head[d0]; e >= 0; e = next[e]) {
            int i = node[e];
            if (best[i] != d0 || (ST && ST[i]))
                continue;
            if (TL && TL[i] < 0) { /* a toll would push into a bucket already passed */
                PyErr_SetString(PyExc_ValueError, "bounded: negative toll");
                goto done;
            }
            long through = d0 + (TL ? TL[i] : 0);
            const int *nbi = NB + (Py_ssize_t)i * 6, *cbi = CS + (Py_ssize_t)i * 6;
            for (int d = 0; d < 6; d++) {
                int j = nbi[d], c = cbi[d];
                if (j < 0 || j >= n || c < 0) /* the tables are ours, but never read past the map */
                    continue;
                long nd = through + c;
                if (nd < best[j]) { /* best[j] <= limit + 1, so nd <= limit */
                    if (best[j] == unreached)
                        order[nreached++] = j;
                    best[j] = (int)nd;
                    parent[j] = i;
                    if (used >= pool) {
                        PyErr_SetString(PyExc_RuntimeError, "bounded: queue overflow");
                        goto done;
                    }
                    PUSH(nd, j);
                }
            }
        }
    }
#undef PUSH
    /* The costs as the bytes of n int32 (the caller reads them as an
     * array("i")): no Python int per hex of the map. */
    best_list = PyBytes_FromStringAndSize((const char *)best, (Py_ssize_t)sizeof(int) * n);
    if (!best_list)
        goto done;
    /* Sized for the hexes reached at once (not grown entry by entry). */
#if PY_VERSION_HEX < 0x030D0000
    parent_dict = _PyDict_NewPresized(nreached);
#else
    parent_dict = PyDict_New();
#endif
    if (!parent_dict)
        goto done;
    /* In the order the hexes were first reached, as the Python dict keeps them. */
    for (Py_ssize_t r = 0; r < nreached; r++) {
        int j = order[r];
        if (PyDict_SetItem(parent_dict, PyTuple_GET_ITEM(ints, j), PyTuple_GET_ITEM(ints, parent[j])) < 0)
            goto done;
    }
    result = PyTuple_Pack(2, best_list, parent_dict);
done:
    Py_XDECREF(best_list);
    Py_XDECREF(parent_dict);
    free(best); /* the whole block */
    release(&nb);
    release(&cb);
    release(&bb);
    release(&sb);
    release(&zb);
    release(&tb);
    return result;
}

/* mask(n, indexes) -> bytes: n bytes, 1 at each of the indexes (an
 * iterable of ints in range(n)), 0 elsewhere. */
static PyObject *
mask(PyObject *self, PyObject *args)
{
    Py_ssize_t n;
    PyObject *indexes;
    if (!PyArg_ParseTuple(args, "nO", &n, &indexes))
        return NULL;
    if (n < 0) {
        PyErr_SetString(PyExc_ValueError, "mask: negative size");
        return NULL;
    }
    PyObject *out = PyBytes_FromStringAndSize(NULL, n);
    if (!out)
        return NULL;
    char *m = PyBytes_AS_STRING(out);
    memset(m, 0, (size_t)n);
    PyObject *it = PyObject_GetIter(indexes), *item;
    if (!it) {
        Py_DECREF(out);
        return NULL;
    }
    while ((item = PyIter_Next(it)) != NULL) {
        Py_ssize_t i = PyLong_AsSsize_t(item);
        Py_DECREF(item);
        if (i == -1 && PyErr_Occurred())
            break;
        if (i < 0 || i >= n) {
            PyErr_Format(PyExc_IndexError, "mask: index %zd out of range(%zd)", i, n);
            break;
        }
        m[i] = 1;
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) {
        Py_DECREF(out);
        return NULL;
    }
    return out;
}

static PyMethodDef methods[] = {
    {"mask", mask, METH_VARARGS, "mask(n, indexes) -> bytes: 1 at each of the indexes, 0 elsewhere."},
    {"bounded", bounded, METH_VARARGS,
     "bounded(nbr, costs, ints, start, limit, min_step, blocked, stop, zz, tolls, first_extra) -> (best bytes, parent)\n"
     "The movement search within an allowance (movement._dijkstra), compiled."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_search", "The compiled core of the movement search (optional).", -1, methods,
};

PyMODINIT_FUNC
PyInit__search(void)
{
    return PyModule_Create(&module);
}
